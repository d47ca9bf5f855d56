export { default } from '../@slug/jobs/@id/(detail)/job-detail-head.tsx'
