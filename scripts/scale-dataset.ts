/**
 * A large dataset of the production shape, generated in SQL (generate_series): a few named
 * companies of known sizes, each with as many closed and draft jobs as visible ones, and
 * filler companies sharing the rest of the jobs, about 60 % visible, 25 % closed, 15 %
 * draft. Used by `npm run bench:scale` (10,000 companies, 1,000,000 jobs) and, at a few
 * thousand jobs, by tests/integration/query-plans.test.ts.
 */
import type postgres from 'postgres'

/** Companies whose pages are measured, by visible jobs and hidden (closed or draft) ones. */
export type NamedCompany = { slug: string; visibleJobs: number; hiddenJobs: number }

/** scale-small, scale-medium and scale-large, each with its [visible, hidden] jobs. */
function scaleCompanies(jobs: Record<'small' | 'medium' | 'large', [visible: number, hidden: number]>): NamedCompany[] {
  return Object.entries(jobs).map(([size, [visibleJobs, hiddenJobs]]) => ({
    slug: `scale-${size}`,
    visibleJobs,
    hiddenJobs,
  }))
}

export type ScaleShape = { companies: number; jobs: number; named: NamedCompany[] }

export const SCALE_SHAPE: ScaleShape = {
  companies: 10_000,
  jobs: 1_000_000,
  named: scaleCompanies({ small: [10, 10], medium: [1_000, 1_000], large: [20_000, 20_000] }),
}

/** The same pages at 1,000 jobs: the large company big enough for the job list's page 40. */
export const BASELINE_SHAPE: ScaleShape = {
  companies: 10,
  jobs: 1_000,
  named: scaleCompanies({ small: [10, 10], medium: [50, 20], large: [820, 60] }),
}

const TITLES = [
  'Développeur·se TypeScript',
  'Développeur backend',
  'Chef·fe de projet',
  'Comptable',
  'Technicien·ne de maintenance',
  'Chargé·e de recrutement',
  'Ingénieur·e données',
  'Commercial·e terrain',
]
const CONTRACTS = ['CDI', 'CDD', 'Stage', 'Alternance', 'Freelance']
const CITIES = ['Paris', 'Lyon', 'Nantes', 'Lille', 'Bordeaux', 'Marseille']
const REMOTE = ['Hybride', 'Sur site', 'Télétravail complet']
const DESCRIPTION =
  'Au sein de l’équipe, vous participez aux projets de nos clients, de la conception à la mise en service. ' +
  'Vos missions : analyser les besoins, proposer des solutions, les mettre en œuvre et en suivre les résultats. '

/**
 * Replaces every company and job with the dataset (applications and e-mails go with them).
 * Bulk inserts in one transaction each, then VACUUM ANALYZE so plans are those of a live database.
 */
export async function seedScaleDataset(sql: postgres.Sql, shape: ScaleShape): Promise<void> {
  const namedJobs = shape.named.reduce((sum, company) => sum + company.visibleJobs + company.hiddenJobs, 0)
  const fillers = shape.companies - shape.named.length
  if (fillers < 1 || namedJobs > shape.jobs) throw new RangeError('the named companies do not fit in the shape')
  const perFiller = Math.floor((shape.jobs - namedJobs) / fillers)

  // Every company is on Pro: a Starter company may show only 3 jobs (ADR 041).
  await sql.begin(async (tx) => {
    // A bulk load: search engines are not told of a million generated jobs (ADR 045).
    await tx`set local career_site.search_engines = 'off'`
    await tx`truncate email_outbox, applications, jobs, companies cascade`
    await tx`
      insert into companies (slug, name, workspace_id, headquarters, description, plan)
      select slug, initcap(replace(slug, '-', ' ')), gen_random_uuid(), 'Paris', 'Une entreprise du jeu de données.', 'pro'
      from unnest(${shape.named.map((company) => company.slug)}::text[]) as slug
      union all
      select 'company-' || n, 'Entreprise ' || n, gen_random_uuid(), 'Lyon', 'Une entreprise du jeu de données.', 'pro'
      from generate_series(1, ${fillers}) n
    `
    // Named companies: the first `visible` jobs visible, then closed and draft ones by turns.
    // Filler companies: perFiller jobs each, 60/25/15.
    await tx`
      with targets as (
        select c.id, c.workspace_id, coalesce(t.visible + t.hidden, ${perFiller}) as total, t.visible
        from companies c
        left join unnest(
          ${shape.named.map((c) => c.slug)}::text[],
          ${shape.named.map((c) => c.visibleJobs)}::int[],
          ${shape.named.map((c) => c.hiddenJobs)}::int[]
        ) as t(slug, visible, hidden) on t.slug = c.slug
      )
      insert into jobs (company_id, workspace_id, title, status, created_at, updated_at, city, zip_code,
        country_code, contract_type, remote, salary_min, salary_max, description)
      select t.id, t.workspace_id,
        (${TITLES}::text[])[1 + (n + h) % ${TITLES.length}] || ' ' || n,
        case
          when t.visible is not null then (case when n <= t.visible then 'published' when n % 2 = 0 then 'closed' else 'draft' end)
          when (n + h) % 20 < 12 then 'published'
          when (n + h) % 20 < 17 then 'closed'
          else 'draft'
        end,
        stamp, stamp,
        (${CITIES}::text[])[1 + (n + h) % ${CITIES.length}], '75011', 'FR',
        (${CONTRACTS}::text[])[1 + (n * 7 + h) % ${CONTRACTS.length}],
        (${REMOTE}::text[])[1 + (n + h) % ${REMOTE.length}],
        35000 + (n % 20) * 1000, 45000 + (n % 20) * 1000,
        ${DESCRIPTION} || repeat(${DESCRIPTION}, 1 + n % 3)
      from targets t
      cross join lateral (select abs(hashtext(t.id::text)) % 97 as h) hash
      cross join lateral generate_series(1, t.total) n
      cross join lateral (select now() - make_interval(mins => n * 7 + h)) as at(stamp)
    `
  })
  // As autovacuum soon would on a live database: statistics, and the visibility map that
  // index-only scans rely on (without it they read every row they skip from the table).
  await sql`vacuum (analyze) companies, jobs, company_job_stats, company_job_facets, company_job_facet_spellings`
}

/** A visible job of a company, for the job detail page. */
export async function visibleJobOf(sql: postgres.Sql, slug: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    select j.id from jobs j join companies c on c.id = j.company_id
    where c.slug = ${slug} and j.status = 'published' order by j.created_at desc limit 1
  `
  if (!row) throw new Error(`no visible job for ${slug}`)
  return row.id
}
