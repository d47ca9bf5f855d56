// The job list page's queries, through the page-data layer that pages' +data.ts files use:
// the `.server.ts` name makes Vike refuse any client import (ADR 030).
export { getJobListPage } from '../db/queries/job-list-page.ts'
export { rememberFacets } from '../features/edge-cache/known-facets.ts'
