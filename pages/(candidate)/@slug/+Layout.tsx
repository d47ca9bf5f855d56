// A candidate's pages in a company space (the withdrawal and its outcome): private pages.
export { PrivatePageLayout as default } from '#components/private-page-layout.tsx'
