// A company's private pages (its statistics, ADR 043).
export { PrivatePageLayout as default } from '#components/private-page-layout.tsx'
