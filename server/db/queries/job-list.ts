import { type JobSummary, VISIBLE_JOB_STATUSES } from '../../../domain/job.ts'
import { JOB_FACET_NAMES, JOB_LIST_PAGE_SIZE, type JobFacetName, type JobFilters } from '../../../domain/job-list.ts'
import type { Sql } from '../client.ts'

/**
 * The job list at any size (ADR 018, migration *_job_search.sql). Every statement here is
 * answered from the indexes of that migration; tests/integration/job-list-plans.test.ts
 * checks their plans on a company of thousands of jobs.
 */
export type CompanyScope = { companyId: string; workspaceId: string }

/** The column behind each filter with options. */
const FACET_COLUMNS: Record<JobFacetName, string> = { contract: 'contract_type', city: 'city', remote: 'remote' }

/** Options listed per filter, most common first: a select stays usable, the query bounded. */
export const JOB_FACET_OPTION_LIMIT = 50

export type JobFacetOption = { value: string; jobs: number }
export type JobFacets = Record<JobFacetName, JobFacetOption[]>

/**
 * Visible statuses written as literals, not parameters: the indexes are partial on
 * exactly this list, and the planner proves a partial index usable only from constants
 * (a generic plan of a prepared statement would otherwise lose them). They are constants
 * of domain/job.ts, never input.
 */
function visible(sql: Sql) {
  return sql.unsafe(`status in (${VISIBLE_JOB_STATUSES.map((status) => `'${status}'`).join(', ')})`)
}

/** `%`, `_` and `\` typed in the search box are searched as themselves, not as LIKE wildcards. */
function likeContains(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * The company's visible jobs matching the filters. Each comparison goes through
 * job_search_key (trimmed, unaccented, lower case) on both sides, the expression the
 * indexes hold, so 'developpeur' finds 'Développeur' and 'cdi' selects 'CDI'.
 */
function matching(sql: Sql, scope: CompanyScope, filters: JobFilters) {
  let where = sql`company_id = ${scope.companyId} and workspace_id = ${scope.workspaceId} and ${visible(sql)}`
  if (filters.q !== '') {
    where = sql`${where} and public.job_search_key(title) like '%' || public.job_search_key(${likeContains(filters.q)}) || '%'`
  }
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
  const rows = await sql<JobSummary[]>`
    select j.id, j.title, j.status, j.created_at, j.apply_url, j.city, j.country_code, j.contract_type,
           j.experience_level
    from (
      select id, created_at from jobs
      where ${matching(sql, scope, filters)}
      order by created_at desc, id
      limit ${JOB_LIST_PAGE_SIZE + 1} offset ${(page - 1) * JOB_LIST_PAGE_SIZE}
    ) as page
    join jobs j on j.id = page.id
    order by page.created_at desc, page.id
  `
  return { jobs: rows.slice(0, JOB_LIST_PAGE_SIZE), hasNext: rows.length > JOB_LIST_PAGE_SIZE }
}

/** How many of the company's visible jobs match the filters (the unfiltered count is the company's). */
export async function countJobs(sql: Sql, scope: CompanyScope, filters: JobFilters): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from jobs where ${matching(sql, scope, filters)}
  `
  return row?.total ?? 0
}

/**
 * The options of each filter: the distinct values among the company's visible jobs
 * (whatever their case and accents), each with its number of jobs, the most common
 * first up to JOB_FACET_OPTION_LIMIT, then sorted the French way. The spelling shown is
 * the smallest in byte order, so a capitalised one wins ('CDI' over 'cdi').
 */
export async function listJobFacets(sql: Sql, scope: CompanyScope): Promise<JobFacets> {
  const branches = JOB_FACET_NAMES.map((name) => {
    const column = sql(FACET_COLUMNS[name])
    return sql`(
      select ${name}::text as facet, min(btrim(${column}) collate "C") as value, count(*)::int as jobs
      from jobs
      where company_id = ${scope.companyId} and workspace_id = ${scope.workspaceId} and ${visible(sql)}
        and public.job_search_key(${column}) <> ''
      group by public.job_search_key(${column})
      order by jobs desc, value
      limit ${JOB_FACET_OPTION_LIMIT}
    )`
  })
  const union = branches.reduce((all, branch) => sql`${all} union all ${branch}`)
  const rows = await sql<(JobFacetOption & { facet: JobFacetName })[]>`${union}`
  const facets = { contract: [], city: [], remote: [] } as JobFacets
  for (const { facet, value, jobs } of rows) facets[facet].push({ value, jobs })
  for (const name of JOB_FACET_NAMES) facets[name].sort((a, b) => a.value.localeCompare(b.value, 'fr'))
  return facets
}
