export { default } from './job-detail-page.tsx'
