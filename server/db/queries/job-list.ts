import type postgres from 'postgres'
import type { JobSummary } from '#domain/job.ts'
import {
  JOB_COUNT_CAP,
  JOB_FACET_NAMES,
  JOB_LIST_PAGE_SIZE,
  type JobCount,
  type JobFacetName,
  type JobFilters,
} from '#domain/job-list.ts'
import type { Sql } from '../client.ts'
import { closedByDate, visibleJob } from './visible-jobs.ts'

/**
 * The job list at any size (ADR 018 and 021; supabase/migrations/*_baseline_companies_and_jobs.sql
 * and *_baseline_job_counters.sql). Every statement here is answered from the indexes of
 * those files or their maintained counts; tests/integration/job-list-plans.test.ts checks
 * their plans on a company of thousands of jobs.
 */
export type CompanyScope = { companyId: ScopeValue; workspaceId: ScopeValue }

/**
 * A company's id or workspace id: a value, or the columns of a company the same statement
 * reads (job-list-page.ts, ADR 050), which must not be named `c` (the queries' own alias).
 */
type ScopeValue = string | postgres.Fragment

/** The column behind each filter with options. */
const FACET_COLUMNS: Record<JobFacetName, string> = { contract: 'contract_type', city: 'city', remote: 'remote' }

/** Options listed per filter, most common first: a select stays usable, the query bounded. */
export const JOB_FACET_OPTION_LIMIT = 50

export type JobFacetOption = { value: string; jobs: number }
export type JobFacets = Record<JobFacetName, JobFacetOption[]>

/** `%`, `_` and `\` typed in the search box are searched as themselves, not as LIKE wildcards. */
function likeContains(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** The title contains the search, compared through job_search_key like the trigram index. */
function titleContains(sql: Sql, q: string) {
  return sql`public.job_search_key(title) like '%' || public.job_search_key(${likeContains(q)}) || '%'`
}

/**
 * The company's visible jobs matching the filters. Each comparison goes through
 * job_search_key (trimmed, unaccented, lower case) on both sides, the expression the
 * indexes hold, so 'developpeur' finds 'Développeur' and 'cdi' selects 'CDI'.
 */
function matching(sql: Sql, scope: CompanyScope, filters: JobFilters) {
  let where = sql`company_id = ${scope.companyId} and workspace_id = ${scope.workspaceId} and ${visibleJob(sql)}`
  if (filters.q !== '') where = sql`${where} and ${titleContains(sql, filters.q)}`
  for (const name of JOB_FACET_NAMES) {
    if (filters[name] === '') continue
    where = sql`${where} and public.job_search_key(${sql(FACET_COLUMNS[name])}) = public.job_search_key(${filters[name]})`
  }
  return where
}

export type JobPage = { jobs: JobSummary[]; hasNext: boolean }

/**
 * One page of the list, newest first. The inner query finds the page's ids from an index
 * alone (the offset skips index entries, not table rows); only the page's rows, plus one
 * that tells whether a next page exists, are then read from the table.
 */
export async function listJobPage(sql: Sql, scope: CompanyScope, filters: JobFilters, page: number): Promise<JobPage> {
  return toJobPage(await jobPageQuery(sql, scope, filters, page))
}

/** The page's rows (and one more), as listJobPage reads them. */
export function jobPageQuery(sql: Sql, scope: CompanyScope, filters: JobFilters, page: number) {
  const offset = (page - 1) * JOB_LIST_PAGE_SIZE
  const ids =
    filters.q === ''
      ? sql`
        select id, published_at from jobs
        where ${matching(sql, scope, filters)}
        order by published_at desc, id
        limit ${JOB_LIST_PAGE_SIZE + 1} offset ${offset}`
      : searchedIds(sql, scope, filters, offset)
  return sql<JobSummary[]>`
    select j.id, j.title, j.status, j.published_at, j.apply_url, j.city, j.country_code, j.contract_type,
           j.experience_level
    from (${ids}) as page
    join jobs j on j.id = page.id
    order by page.published_at desc, page.id
  `
}

/** A JobSummary's timestamps, as JSON gives them back as strings (job-list-page.ts). */
export const JOB_SUMMARY_DATES = ['publishedAt'] as const

/** The rows of jobPageQuery, newest first, as the page and whether a next one exists. */
export function toJobPage(rows: readonly JobSummary[]): JobPage {
  return { jobs: rows.slice(0, JOB_LIST_PAGE_SIZE), hasNext: rows.length > JOB_LIST_PAGE_SIZE }
}

/**
 * The ids of a searched page (ADR 021). First the newest JOB_COUNT_CAP jobs of the list
 * (the other filters applied) are read in the list's order, stopping as soon as the page
 * and one more match: a search for a common word reads a few dozen rows. The matches found
 * so are a prefix of all the matches in order, so when the page is full it is the right
 * one. Otherwise (a rare word, a deep page), and only then, the trigram index gives every
 * match, which are few when they are rare among the newest jobs.
 */
function searchedIds(sql: Sql, scope: CompanyScope, filters: JobFilters, offset: number) {
  const wanted = JOB_LIST_PAGE_SIZE + 1
  return sql`
    with walked as materialized (
      select newest.id, newest.published_at from (
        select id, published_at from jobs
        where ${matching(sql, scope, { ...filters, q: '' })}
        order by published_at desc, id
        limit ${JOB_COUNT_CAP}
      ) as newest
      join jobs on jobs.id = newest.id
      where ${titleContains(sql, filters.q)}
      order by newest.published_at desc, newest.id
      limit ${wanted} offset ${offset}
    )
    select id, published_at from walked where (select count(*) from walked) = ${wanted}
    union all
    (
      select id, published_at from jobs
      where ${matching(sql, scope, filters)} and (select count(*) from walked) < ${wanted}
      order by published_at desc, id
      limit ${wanted} offset ${offset}
    )`
}

/**
 * How many of the company's visible jobs match the filters, read without scanning them
 * (ADR 021). Unfiltered, the count is the company's (company_job_stats, read with the
 * company). One filter with options: its maintained count, one row (both less the jobs
 * past their closing date not yet expired by the cron, ADR 035). A search or several
 * filters: the matches counted up to JOB_COUNT_CAP + 1, past which the list says "more
 * than 1,000".
 */
export async function countJobs(sql: Sql, scope: CompanyScope, filters: JobFilters): Promise<JobCount> {
  const [row] = await jobCountQuery(sql, scope, filters)
  return row ?? { jobs: 0, capped: false }
}

/** The statement of countJobs: one row, the count and whether it is capped. */
export function jobCountQuery(sql: Sql, scope: CompanyScope, filters: JobFilters) {
  const chosen = JOB_FACET_NAMES.filter((name) => filters[name] !== '')
  const [only] = chosen
  if (filters.q === '' && chosen.length === 1 && only) {
    const column = sql(FACET_COLUMNS[only])
    return sql<JobCount[]>`
      select (coalesce(sum(f.open_count), 0) - (
        select count(*) from jobs e
        where e.company_id = ${scope.companyId} and e.workspace_id = ${scope.workspaceId} and ${closedByDate(sql, 'e')}
          and public.job_search_key(e.${column}) = public.job_search_key(${filters[only]})
      ))::int as jobs, false as capped
      from company_job_facets f join companies c on c.id = f.company_id
      where f.company_id = ${scope.companyId} and c.workspace_id = ${scope.workspaceId}
        and f.facet = ${only} and f.key = public.job_search_key(${filters[only]})
    `
  }
  return sql<JobCount[]>`
    select count(*)::int as jobs, count(*) > ${JOB_COUNT_CAP} as capped from (
      select from jobs where ${matching(sql, scope, filters)} limit ${JOB_COUNT_CAP + 1}
    ) as counted
  `
}

/**
 * The options of each filter: the distinct values among the company's visible jobs
 * (whatever their case and accents), each with its number of jobs, the most common
 * first up to JOB_FACET_OPTION_LIMIT, then sorted the French way. The spelling shown is
 * the smallest in byte order, so a capitalised one wins ('CDI' over 'cdi'). Read from the
 * counts the triggers of *_baseline_job_counters.sql keep (ADR 021): at most
 * JOB_FACET_OPTION_LIMIT values and as many spellings per filter, whatever the company's size,
 * less the jobs past their closing date the cron has not expired yet (ADR 035).
 */
export async function listJobFacets(sql: Sql, scope: CompanyScope): Promise<JobFacets> {
  return toJobFacets(await jobFacetsQuery(sql, scope))
}

export type JobFacetRow = JobFacetOption & { facet: JobFacetName }

/** The statement of listJobFacets: one row per option. */
export function jobFacetsQuery(sql: Sql, scope: CompanyScope) {
  const branches = JOB_FACET_NAMES.map(
    (name) => sql`(
      select facet, key, open_count from company_job_facets
      where company_id = ${scope.companyId} and facet = ${name} and open_count > 0
      order by open_count desc, key
      limit ${JOB_FACET_OPTION_LIMIT}
    )`,
  )
  const union = branches.reduce((all, branch) => sql`${all} union all ${branch}`)
  return sql<JobFacetRow[]>`
    with closed as materialized (
      select e.contract_type, e.city, e.remote from jobs e
      where e.company_id = ${scope.companyId} and e.workspace_id = ${scope.workspaceId} and ${closedByDate(sql, 'e')}
    )
    select top.facet, shown.spelling as value, (top.open_count - late.jobs)::int as jobs
    from (${union}) as top
    join companies c on c.id = ${scope.companyId} and c.workspace_id = ${scope.workspaceId}
    cross join lateral (
      select spelling from company_job_facet_spellings s
      where s.company_id = ${scope.companyId} and s.facet = top.facet and s.key = top.key and s.open_count > 0
      order by s.spelling
      limit 1
    ) as shown
    cross join lateral (
      select count(*) as jobs from closed
      where public.job_search_key(case top.facet when 'contract' then closed.contract_type
        when 'city' then closed.city else closed.remote end) = top.key
    ) as late
    where top.open_count > late.jobs
  `
}

/** The rows of jobFacetsQuery, per filter, sorted the French way. */
export function toJobFacets(rows: readonly JobFacetRow[]): JobFacets {
  const facets = { contract: [], city: [], remote: [] } as JobFacets
  for (const { facet, value, jobs } of rows) facets[facet].push({ value, jobs })
  for (const name of JOB_FACET_NAMES) facets[name].sort((a, b) => a.value.localeCompare(b.value, 'fr'))
  return facets
}
