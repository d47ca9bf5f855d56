import type { Company } from '#domain/company.ts'
import type { Sql } from '../client.ts'
import { closedByDate } from './visible-jobs.ts'

/**
 * Spec section 7, "load a company": filtered by slug, one row at most, the section 3
 * fields. The visible-job count (nav, team page) comes in the same round trip, from the
 * stats the jobs' triggers keep (a company's jobs are never counted per request), less
 * the few past their closing date the cron has not expired yet (ADR 035). The
 * text[] column is read as JSON: without fetched type metadata (Hyperdrive)
 * postgres.js would return arrays as their text form.
 */
export async function getCompanyBySlug(sql: Sql, slug: string): Promise<Company | null> {
  const rows = await sql<Company[]>`
    select
      c.id, c.slug, c.name, c.logo_url, c.workspace_id, c.description, c."values", c.vision,
      c.key_figures, to_jsonb(c.tech_stack) as tech_stack, c.offices, c.social_links, c.recruitment_process,
      c.website, c.industry, c.size_range, c.headquarters, c.location, c.cover_image_url,
      c.baseline, c.founded_year, c.average_age::text, c.turnover, c.turnover_rate::text,
      c.companies_phone, c.seo_pages, c.photos, c.accent_color, c.applications_email, c.video_url,
      coalesce(s.visible_jobs, 0) - (
        select count(*) from jobs e
        where e.company_id = c.id and e.workspace_id = c.workspace_id and ${closedByDate(sql, 'e')}
      )::int as active_job_count
    from companies c left join company_job_stats s on s.company_id = c.id
    where c.slug = ${slug}
    limit 1
  `
  return rows[0] ?? null
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

/** What a company's share card shows (server/share-cards): its name, logo and colour; null if no such company. */
export async function getCompanyCard(
  sql: Sql,
  slug: string,
): Promise<{ name: string; logoUrl: string | null; accentColor: string | null } | null> {
  const rows = await sql<{ name: string; logoUrl: string | null; accentColor: string | null }[]>`
    select name, logo_url, accent_color from companies where slug = ${slug} limit 1
  `
  return rows[0] ?? null
}
