// The job list page's queries, through the page-data layer that pages' +data.ts files use:
// the `.server.ts` name makes Vike refuse any client import (ADR 030).
export { countJobs, listJobFacets, listJobPage } from '../db/queries/job-list.ts'
export { rememberFacets } from '../services/known-facets.ts'
