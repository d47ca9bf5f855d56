import { foldText } from '#domain/fold-text.ts'
import { JOB_FACET_NAMES, type JobFacetName } from '#domain/job-list.ts'
import { JOB_FACET_OPTION_LIMIT, type JobFacets } from '../../db/queries/job-list.ts'

/**
 * The job list's filter options of the companies this isolate rendered a list of (ADR
 * 039): a `?contract=`, `?city=` or `?remote=` value the company does not offer names no
 * page of its own, yet each random one missed the cache and cost a render. The page-cache
 * middleware redirects such a value to the list without it, before the cache key and
 * before any query, while the options it read are fresh (the edge cache's freshness:
 * a copy of the list is as old). A facet cut at its option limit is not known whole, and a
 * company not rendered here is not known at all: those are left to the page.
 */
type Known = { at: number; options: Partial<Record<JobFacetName, Set<string>>> }

/** Companies kept; the oldest is dropped first (Map order is insertion order). */
const MAX_COMPANIES = 500
const known = new Map<string, Known>()

const key = (value: string) => foldText(value.trim())

/** The options the list of `companySlug` just read from the database. */
export function rememberFacets(companySlug: string, facets: JobFacets, now = Date.now()): void {
  const options: Known['options'] = {}
  for (const name of JOB_FACET_NAMES) {
    const list = facets[name]
    if (list.length < JOB_FACET_OPTION_LIMIT) options[name] = new Set(list.map((option) => key(option.value)))
  }
  known.delete(companySlug)
  known.set(companySlug, { at: now, options })
  if (known.size > MAX_COMPANIES) known.delete(known.keys().next().value ?? '')
}

/**
 * The filters of `search` the company is known not to offer (an option read less than
 * `freshSeconds` ago says so), by name: none when nothing is known.
 */
export function unofferedFilters(
  companySlug: string,
  search: URLSearchParams,
  freshSeconds: number,
  now = Date.now(),
): JobFacetName[] {
  const company = known.get(companySlug)
  if (!company || now - company.at >= freshSeconds * 1000) return []
  return JOB_FACET_NAMES.filter((name) => {
    const value = search.get(name) ?? ''
    const options = company.options[name]
    return value !== '' && options !== undefined && !options.has(key(value))
  })
}

/** Forgets everything (tests). */
export function forgetFacets(): void {
  known.clear()
}
