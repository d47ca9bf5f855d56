export { default } from '../@slug/jobs/@id/(detail)/job-detail-description.ts'
