export { default } from '../companie/company-page-title.ts'
