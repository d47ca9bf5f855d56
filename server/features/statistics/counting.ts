/**
 * What the Worker counts (ADR 042), recorded in the isolate's buffer without a database
 * round trip: the company's plan is checked when the counts are written, so counting costs
 * a request a few microseconds, cached or not.
 */
import { parseCompanySlug, parseUuid } from '#domain/identifiers.ts'
import { platformPaths } from '#domain/paths.ts'
import { type CountedEvent, record } from './buffer.ts'
import { NO_SOURCE, visitSource } from './sources.ts'
import { deviceOf, isPersonsBrowser, statisticsDay, visitorDigest } from './visitors.ts'

/**
 * The answers that show the page: a 200, or a 304 (public pages are kept 0 s by browsers,
 * ADR 014, so a person's reload or return to a page is a conditional request answered 304,
 * and the browser shows its copy). Redirects and errors show no page of the company.
 */
const SHOWN_STATUSES = new Set([200, 304])

/** A page of a company's space that is counted, and what its view counts as. */
export type CountedPage = { slug: string; jobId: string | null; event: 'views' | 'formViews' }

// Home, company page, team and job list (the company's own row); a job; a job's form.
const COMPANY_PAGE = /^\/(?:fr|en)\/([^/]+)(?:\/(?:companie|team|jobs))?\/?$/
const JOB_PAGE = /^\/(?:fr|en)\/([^/]+)\/jobs\/([^/]+)(\/apply)?\/?$/

const PLATFORM_PAGES = new Set(Object.values(platformPaths))

/** The counted page at `pathname`, or null (the landing, legal pages, anything else). */
export function countedPage(pathname: string): CountedPage | null {
  const job = JOB_PAGE.exec(pathname)
  if (job) {
    const slug = parseCompanySlug(job[1])
    const jobId = parseUuid(job[2])
    return slug && jobId ? { slug, jobId, event: job[3] ? 'formViews' : 'views' } : null
  }
  const company = COMPANY_PAGE.exec(pathname)
  // The platform's own pages have a company home's shape (/fr/accessibility, ADR 048).
  if (company && PLATFORM_PAGES.has(`/${company[1]}`)) return null
  const slug = company ? parseCompanySlug(company[1]) : null
  return slug ? { slug, jobId: null, event: 'views' } : null
}

/**
 * Counts `request` if it was a person's view of a counted page answered 200 or 304 (whether the
 * app, the edge cache or the page replay answered it). Every such view makes its visitor a
 * visitor of the company's space; a job's page or form, of the job too. Returns whether
 * anything was counted.
 */
export function countPageView(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || !SHOWN_STATUSES.has(response.status)) return false
  const url = new URL(request.url)
  const page = countedPage(url.pathname)
  if (!page || !isPersonsBrowser(request)) return false
  const day = statisticsDay()
  const visitor = visitorDigest(request, day)
  const base = { slug: page.slug, day, ...visitSource(url, request.headers.get('Referer')), device: deviceOf(request) }
  record({ ...base, jobId: null }, page.jobId === null ? page.event : null, visitor)
  if (page.jobId) record({ ...base, jobId: page.jobId }, page.event, visitor)
  return true
}

/**
 * Counts what a visitor did through an endpoint, where it succeeded: an application, a
 * withdrawal, a job saved by e-mail, a job-alert subscription (the company's row). These
 * are POSTs from the site's own pages: no outside source, and no visitor of their own
 * (the page that led to them counted it).
 */
export function countEvent(
  request: Request,
  target: { slug: string; jobId: string | null },
  event: Exclude<CountedEvent, 'views' | 'formViews'>,
): void {
  record({ ...NO_SOURCE, ...target, day: statisticsDay(), device: deviceOf(request) }, event)
}
