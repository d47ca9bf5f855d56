// The job page's own component: the preview is the page candidates see (ADR 074).
export { default } from '../@slug/jobs/@id/(detail)/job-detail-page.tsx'
