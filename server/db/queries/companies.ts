import type { Company } from '#domain/company.ts'
import { PLANS_WITH_OWN_ACCENT_COLOR } from '#domain/plans.ts'
import type { Sql } from '../client.ts'
import { closedByDate, lastClosingReached } from './visible-jobs.ts'

/**
 * A company with the dates of what its pages show (ADR 036): `pageChangedAt`, its own
 * columns' last visible change (what its jobs' pages show of it); `spaceChangedAt`, that
 * or a change of its visible jobs (its pages list and count them), a closing date reached
 * included, whichever is later.
 */
export type DatedCompany = Company & { pageChangedAt: Date; spaceChangedAt: Date }

/**
 * Spec section 7, "load a company": filtered by slug, one row at most, the section 3
 * fields. The visible-job count (nav, team page) comes in the same round trip, from the
 * stats the jobs' triggers keep (a company's jobs are never counted per request), less
 * the few past their closing date the cron has not expired yet (ADR 035). The
 * text[] column is read as JSON: without fetched type metadata (Hyperdrive)
 * postgres.js would return arrays as their text form.
 */
export async function getCompanyBySlug(sql: Sql, slug: string): Promise<DatedCompany | null> {
  const rows = await companyBySlugQuery(sql, slug)
  return rows[0] ?? null
}

/**
 * The statement of getCompanyBySlug, for a page that reads more in the same statement
 * (job-page.ts, job-list-page.ts; ADR 050): its columns are a DatedCompany's.
 */
export function companyBySlugQuery(sql: Sql, slug: string) {
  return sql<DatedCompany[]>`
    select
      c.id, c.slug, c.name, c.logo_url, c.workspace_id, c.description, c."values", c.vision,
      c.key_figures, to_jsonb(c.tech_stack) as tech_stack, c.offices, c.social_links, c.recruitment_process,
      c.website, c.industry, c.size_range, c.headquarters, c.location, c.cover_image_url,
      c.baseline, c.founded_year, c.average_age::text, c.turnover, c.turnover_rate::text,
      c.companies_phone, c.seo_pages, c.photos, ${shownAccentColor(sql, 'c')}, c.applications_email, c.video_url,
      coalesce(s.visible_jobs, 0) - (
        select count(*) from jobs e
        where e.company_id = c.id and e.workspace_id = c.workspace_id and ${closedByDate(sql, 'e')}
      )::int as active_job_count,
      c.page_changed_at, greatest(c.page_changed_at, s.jobs_changed_at, ${lastClosingReached(sql, 'c')}) as space_changed_at
    from companies c left join company_job_stats s on s.company_id = c.id
    where c.slug = ${slug}
    limit 1
  `
}

/**
 * Companies that keep applications with nowhere to send them (no applications_email, no
 * webhook), with how many they keep: slugs and counts only, never a candidate's data.
 */
export async function companiesWithoutDelivery(
  sql: Sql,
  limit: number,
): Promise<{ slug: string; applications: number }[]> {
  return sql<{ slug: string; applications: number }[]>`
    select c.slug, count(*)::int as applications
    from companies c join applications a on a.company_id = c.id
    where c.applications_email is null and c.applications_webhook_url is null
    group by c.slug
    order by c.slug
    limit ${limit}
  `
}

/**
 * The `accent_color` column as the company's pages show it: its own colour on the plans that
 * sell it (advanced branding), none on Starter (ADR 051). Every read of a company's colour
 * for a page, a share card or a private page goes through this.
 */
export function shownAccentColor(sql: Sql, company: string) {
  return sql`case when ${sql(company)}.plan in ${sql([...PLANS_WITH_OWN_ACCENT_COLOR])} then ${sql(company)}.accent_color end as accent_color`
}

/** What a company's share card shows: its name, logo and colour, and when they last changed (ADR 036). */
export type CompanyCard = { name: string; logoUrl: string | null; accentColor: string | null; pageChangedAt: Date }

/** What a company's share card shows (server/share-cards); null if no such company. */
export async function getCompanyCard(sql: Sql, slug: string): Promise<CompanyCard | null> {
  const rows = await sql<CompanyCard[]>`
    select c.name, c.logo_url, ${shownAccentColor(sql, 'c')}, c.page_changed_at from companies c where c.slug = ${slug} limit 1
  `
  return rows[0] ?? null
}

/**
 * The slug of today of the company that left `oldSlug` behind (ADR 037), or null when no
 * company did (or a company has it again: the database then keeps it out of the history).
 * One row at most, by the history's primary key.
 */
export async function getRenamedCompanySlug(sql: Sql, oldSlug: string): Promise<string | null> {
  const rows = await sql<{ slug: string }[]>`
    select c.slug
    from company_slug_history h join companies c on c.id = h.company_id
    where h.slug = ${oldSlug}
  `
  return rows[0]?.slug ?? null
}
