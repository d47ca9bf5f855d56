export { default } from '../@slug/jobs/@id/(detail)/job-detail-title.ts'
