export { default } from './job-detail-head.tsx'
