export { default } from './company-page-title.ts'
