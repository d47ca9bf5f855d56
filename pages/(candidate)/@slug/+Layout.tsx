// A candidate's pages in a company space (the application's status, the withdrawal and its outcome): private pages.
export { PrivatePageLayout as default } from '#components/private-page-layout.tsx'
