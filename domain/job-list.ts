// The job list's URL (ADR 018): `?q=&contract=&city=&remote=&page=`. Read on the server
// (the page data, the edge cache key) and in the browser (links and the filter form), so
// both build and read the same URLs.

/** Jobs shown per page: 20 rows keep the HTML of any list page far under its 60 KB budget. */
export const JOB_LIST_PAGE_SIZE = 20

/** Longest query or filter value we keep from the URL: enough for any title, short enough to stay cheap. */
export const JOB_FILTER_MAX_LENGTH = 100

/**
 * How far a searched or multi-filtered list counts its matches (ADR 021): past it the list
 * says "more than 1,000", so the count never reads more than JOB_COUNT_CAP + 1 jobs.
 */
export const JOB_COUNT_CAP = 1000

/** Jobs matching a list's filters: exact, or more than JOB_COUNT_CAP when `capped`. */
export type JobCount = { jobs: number; capped: boolean }

/** The filters a visitor can set; an empty string means "no filter". */
export const JOB_FILTER_NAMES = ['q', 'contract', 'city', 'remote'] as const
export type JobFilterName = (typeof JOB_FILTER_NAMES)[number]
export type JobFilters = Record<JobFilterName, string>

/** The filters with a list of options (the search box is free text). */
export const JOB_FACET_NAMES = ['contract', 'city', 'remote'] as const
export type JobFacetName = (typeof JOB_FACET_NAMES)[number]

/** The last page number the URL may name; beyond it no company has jobs (20 million). */
const MAX_PAGE = 1_000_000

/**
 * Control characters become spaces (PostgreSQL's text refuses NUL, and none belongs in a
 * title), then the value is cut by code points, so an emoji is never split in half.
 */
function cleanFilter(value: string): string {
  const printable = value.replace(/\p{Cc}/gu, ' ').trim()
  return Array.from(printable).slice(0, JOB_FILTER_MAX_LENGTH).join('').trim()
}

/** Filters from the job list URL; a missing parameter means "no filter". */
export function parseJobFilters(search: URLSearchParams): JobFilters {
  const filters = {} as JobFilters
  for (const name of JOB_FILTER_NAMES) filters[name] = cleanFilter(search.get(name) ?? '')
  return filters
}

export function hasJobFilters(filters: JobFilters): boolean {
  return JOB_FILTER_NAMES.some((name) => filters[name] !== '')
}

/**
 * The page number of `?page=`: 1 when absent or empty (the filter form submits no page),
 * null when it is not one of the numbers the list writes itself ('abc', '0', '-1', '2.5',
 * '02', too large): the page then answers 404 rather than guess (ADR 018).
 */
export function parseJobListPage(search: URLSearchParams): number | null {
  const raw = search.get('page')
  if (raw === null || raw === '') return 1
  if (!/^[1-9]\d{0,6}$/.test(raw)) return null
  const page = Number(raw)
  return page <= MAX_PAGE ? page : null
}

/**
 * `?…` of the list with these filters at this page, parameters in a fixed order, empty ones
 * and page 1 left out: the URL the pagination links, the form and the canonical link use.
 */
export function jobListSearch(filters: JobFilters, page = 1): string {
  const query = new URLSearchParams()
  for (const name of JOB_FILTER_NAMES) if (filters[name] !== '') query.set(name, filters[name])
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '' : `?${search}`
}

/**
 * The page numbers to link: the first, the last, and the current one with its neighbours;
 * null marks a gap ('…'). Seven entries at most, so the navigation fits a 320 px screen.
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, current - 1, current, current + 1, last].filter((n) => n >= 1 && n <= last))
  const sorted = [...pages].sort((a, b) => a - b)
  const items: (number | null)[] = []
  for (const page of sorted) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && page > previous + 1) items.push(null)
    items.push(page)
  }
  return items
}
