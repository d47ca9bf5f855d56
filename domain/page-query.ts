import { JOB_ALERT_REFUSALS, JOB_ALERT_SENT_PARAM } from './job-alert.ts'
import { JOB_FILTER_NAMES, type JobFilterName, parseJobFilters, parseJobListPage } from './job-list.ts'

// The values of the query parameters public pages read, as the site writes them
// (server/services/cache-key.ts keys its cache by them). A value the site never writes
// names no page of its own: the page-cache middleware redirects it to the URL the page
// would read it as, before the cache key is made and before the database is opened
// (`?page=abc` and the like each missed the cache and cost transactions).

/** The company layout's demo dialogs, opened by `?demo=<kind>` (components/widgets/demo-dialogs). */
export const DEMO_KINDS = ['fleurs', 'photo'] as const

/** `?save=1` opens the job's save dialog without JavaScript; `?saved=1` says it was sent. */
export const PAGE_FLAG_VALUE = '1'

const isFilterName = (name: string): name is JobFilterName => (JOB_FILTER_NAMES as readonly string[]).includes(name)

/**
 * The value the page reads `name=value` as, written as the site writes it; '' when the
 * page reads it as absent (an invalid or default value: `page=abc`, `page=1`, `alert=x`).
 * A parameter this does not know is kept as it is.
 */
export function readQueryValue(name: string, value: string): string {
  if (isFilterName(name)) return parseJobFilters(new URLSearchParams({ [name]: value }))[name]
  switch (name) {
    case 'page': {
      const page = parseJobListPage(new URLSearchParams({ page: value }))
      return page === null || page === 1 ? '' : String(page)
    }
    case 'alert':
      return value === JOB_ALERT_SENT_PARAM.value || JOB_ALERT_REFUSALS.includes(value) ? value : ''
    case 'demo':
      return (DEMO_KINDS as readonly string[]).includes(value) ? value : ''
    case 'save':
    case 'saved':
      return value === PAGE_FLAG_VALUE ? value : ''
    default:
      return value
  }
}
