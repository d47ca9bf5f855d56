export { default } from './job-detail-description.ts'
