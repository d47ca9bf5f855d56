export { default } from './job-detail-title.ts'
