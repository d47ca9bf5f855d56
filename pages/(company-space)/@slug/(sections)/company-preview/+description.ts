export { default } from '../companie/company-page-description.ts'
