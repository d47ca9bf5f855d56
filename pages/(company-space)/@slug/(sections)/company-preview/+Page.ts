// The company page's own component: the preview is the page candidates see (ADR 074).
export { default } from '../companie/company-page.tsx'
