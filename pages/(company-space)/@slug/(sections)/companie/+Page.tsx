export { default } from './company-page.tsx'
