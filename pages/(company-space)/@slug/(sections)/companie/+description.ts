export { default } from './company-page-description.ts'
