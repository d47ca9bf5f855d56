import type { Queryable, Sql } from '../../db/client.ts'

/**
 * A company's own hostnames (ADR 044): the company a hostname names, and the
 * hostname its pages live on (its primary one; a company without a primary one has its
 * oldest hostname as such, so that it always has exactly one).
 */
export type HostedCompany = { slug: string; primaryHostname: string; deleted: boolean }

/**
 * What the host step needs of a slug on the platform: where its pages live, and whether its
 * space was deleted (ADR 067); for a slug no company has, the slug of today of the company
 * that had it (ADR 037), else null (`renamedTo`, null for a company's own slug).
 */
export type SpaceAtSlug = { primaryHostname: string | null; deleted: boolean; renamedTo: string | null }

/** The company served at `hostname` (lower-case, no port), or null: one primary-key lookup. */
export async function getCompanyByHostname(sql: Sql, hostname: string): Promise<HostedCompany | null> {
  const rows = await sql<HostedCompany[]>`
    select c.slug, c.deleted_at is not null as deleted, (
      select p.hostname from company_domains p where p.company_id = c.id
      order by p.is_primary desc, p.created_at, p.hostname limit 1
    ) as primary_hostname
    from company_domains d join companies c on c.id = d.company_id
    where d.hostname = ${hostname}
  `
  return rows[0] ?? null
}

/**
 * The space at `slug` on the platform; for a slug no company has, the company that had it
 * (renamedTo), or null when none ever did: one statement, two unique-index lookups (a slug in
 * the history is never a live one: company_slug_history_not_live).
 */
export async function getSpaceAtSlug(sql: Sql, slug: string): Promise<SpaceAtSlug | null> {
  const rows = await sql<SpaceAtSlug[]>`
    select c.deleted_at is not null as deleted, (
      select p.hostname from company_domains p where p.company_id = c.id
      order by p.is_primary desc, p.created_at, p.hostname limit 1
    ) as primary_hostname, null as renamed_to
    from companies c where c.slug = ${slug}
    union all
    select false, null, c.slug from company_slug_history h join companies c on c.id = h.company_id
    where h.slug = ${slug}
  `
  return rows[0] ?? null
}

/**
 * The primary hostnames of those of `slugs` whose company has its own domain, by slug
 * (one query for any number of companies: an e-mail batch, a sitemap index).
 */
export async function getPrimaryHostnames(sql: Queryable, slugs: readonly string[]): Promise<Record<string, string>> {
  if (slugs.length === 0) return {}
  // Slugs never hold a comma (their check constraint); no array type metadata over Hyperdrive.
  const rows = await sql<HostedCompany[]>`
    select distinct on (c.id) c.slug, d.hostname as primary_hostname
    from companies c join company_domains d on d.company_id = c.id
    where c.slug = any(string_to_array(${slugs.join(',')}, ','))
    order by c.id, d.is_primary desc, d.created_at, d.hostname
  `
  return Object.fromEntries(rows.map((row) => [row.slug, row.primaryHostname]))
}
