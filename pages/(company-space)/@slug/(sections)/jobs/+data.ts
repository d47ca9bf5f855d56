import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { JOB_ALERT_SENT_PARAM, refusalFromAlertParam } from '#domain/job-alert.ts'
import {
  hasJobFilters,
  JOB_LIST_PAGE_SIZE,
  jobListSearch,
  parseJobFilters,
  parseJobListPage,
} from '#domain/job-list.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { loadCompanySpace, toCompanyHeader } from '#server/page-data/company.server.ts'
import { getJobListPage, rememberFacets } from '#server/page-data/job-list.server.ts'
import { showJobValue } from '#server/page-data/job-values.server.ts'

/**
 * Job list (ADR 018, 021): the company, one page of its visible jobs, the filters' options
 * and, when filtered, the matching count, in one statement (ADR 050). Filters and page come from the URL, so every state is server-rendered, works
 * without JavaScript and is shareable.
 */
export async function data(pageContext: PageContextServer) {
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')
  const page = parseJobListPage(search)
  // A page number the list never writes names nothing: not found, like a page past the end.
  if (page === null) throw render(404, 'job-list-page-not-found')
  const filters = parseJobFilters(search)
  const filtered = hasJobFilters(filters)
  const {
    company,
    page: { jobs, hasNext },
    facets,
    count,
  } = await loadCompanySpace(pageContext, (sql, slug) => getJobListPage(sql, slug, filters, page))
  const alertParam = search.get(JOB_ALERT_SENT_PARAM.name)
  const alertSent = alertParam === JOB_ALERT_SENT_PARAM.value
  // A refused post's page (`?alert=<refusal>`), or the refusal the route renders itself.
  const alertForm = pageContext.jobAlertSubmission ?? refusalFromAlertParam(alertParam)
  // What the list offers, so that a filter value it does not is redirected before the cache (ADR 039).
  rememberFacets(company.slug, facets)
  if (page > 1 && jobs.length === 0) throw render(404, 'job-list-page-not-found')
  const show = (kind: 'contract' | 'experience' | 'remote', value: string | null) =>
    showJobValue(pageContext.locale, kind, value)
  return {
    header: toCompanyHeader(company),
    // Contract and level in the page's language (ADR 022).
    jobs: jobs.map((job) => ({
      ...job,
      shown: { contract: show('contract', job.contractType), experience: show('experience', job.experienceLevel) },
    })),
    filters,
    // Each option's words in the page's language, in the order they are read.
    facets: {
      contract: labelled(pageContext.locale, facets.contract, (value) => show('contract', value)?.text ?? value),
      city: labelled(pageContext.locale, facets.city, (value) => value),
      remote: labelled(pageContext.locale, facets.remote, (value) => show('remote', value)?.text ?? value),
    },
    /** Jobs matching the filters: the company's visible jobs when unfiltered; maybe capped (ADR 021). */
    count,
    page,
    hasNext,
    // The count may lag the page by a write between the two reads: never fewer pages than
    // seen. A capped count gives the last page known to exist, not the last one.
    lastPage: Math.max(page + (hasNext ? 1 : 0), Math.ceil(count.jobs / JOB_LIST_PAGE_SIZE), 1),
    seo: seoTextFor(company.seoPages.jobs, pageContext.locale),
    /** ADR 018: page N of the whole list is its own canonical; a filtered list points to the whole list. */
    canonicalSearch: filtered ? '' : jobListSearch(filters, page),
    indexable: !filtered && !alertSent && !alertForm,
    /** The job alert form (ADR 026): refused without JavaScript, or just sent (`?alert=sent`). */
    alertForm,
    alertSent,
  }
}
export type Data = Awaited<ReturnType<typeof data>>

/** Options with the words they are shown with, sorted by those words. */
function labelled<Option extends { value: string }>(
  locale: string,
  options: Option[],
  label: (value: string) => string,
) {
  return options
    .map((option) => ({ ...option, label: label(option.value) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}
