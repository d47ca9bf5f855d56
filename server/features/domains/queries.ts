import type { CustomHostnameStatus } from '#domain/custom-domain.ts'
import type { Queryable } from '#server/db/client.ts'

/** A hostname a company set up (custom_hostnames, ADR 072), as the page and the refresh read it. */
export type CustomHostname = {
  hostname: string
  companyId: string
  cloudflareId: string | null
  status: CustomHostnameStatus
  reasons: string[]
  checkedAt: Date | null
  createdAt: Date
}

const COLUMNS = 'hostname, company_id, cloudflare_id, status, reasons, checked_at, created_at'

/** The company's hostnames, oldest first (a few: custom_hostnames_admissible caps them). */
export function companyHostnames(sql: Queryable, companyId: string): Promise<CustomHostname[]> {
  return sql<CustomHostname[]>`
    select ${sql.unsafe(COLUMNS)} from custom_hostnames where company_id = ${companyId}
    order by created_at, hostname`
}

/** One of the company's hostnames, or null (another company's reads as none: RLS, and the filter). */
export async function companyHostname(
  sql: Queryable,
  companyId: string,
  hostname: string,
): Promise<CustomHostname | null> {
  const [row] = await sql<CustomHostname[]>`
    select ${sql.unsafe(COLUMNS)} from custom_hostnames where company_id = ${companyId} and hostname = ${hostname}`
  return row ?? null
}

/**
 * Claims `hostname` for the company: true when this call inserted it, false when it was
 * already there (this company's, a retried form; or another's, which the caller tells
 * apart). The database refuses another company's served hostname, a sixth one and a
 * company not on Enterprise (custom_hostnames_admissible).
 */
export async function claimHostname(sql: Queryable, companyId: string, hostname: string): Promise<boolean> {
  const inserted = await sql`
    insert into custom_hostnames (hostname, company_id) values (${hostname}, ${companyId})
    on conflict (hostname) do nothing returning hostname`
  return inserted.length === 1
}

/** What Cloudflare said of the hostname, now. Activation and its end follow (custom_hostnames_serve_active). */
export async function recordState(
  sql: Queryable,
  hostname: string,
  state: { cloudflareId: string | null; status: CustomHostnameStatus; reasons: string[] },
): Promise<void> {
  await sql`
    update custom_hostnames set cloudflare_id = coalesce(${state.cloudflareId}, cloudflare_id),
      status = ${state.status}, reasons = ${sql.json(state.reasons)}, checked_at = now()
    where hostname = ${hostname}`
}

export async function dropHostname(sql: Queryable, companyId: string, hostname: string): Promise<void> {
  await sql`delete from custom_hostnames where company_id = ${companyId} and hostname = ${hostname}`
}

/** The pending hostnames of every company checked longest ago, `limit` at most (the cron's refresh). */
export function hostnamesToCheck(sql: Queryable, limit: number): Promise<CustomHostname[]> {
  return sql<CustomHostname[]>`
    select ${sql.unsafe(COLUMNS)} from custom_hostnames h where status = 'pending'
      -- A deleted space's hostnames wait for its restore (ADR 085): none is created meanwhile.
      and not exists (select from companies c where c.id = h.company_id and c.deleted_at is not null)
    order by checked_at nulls first limit ${limit}`
}

/** The slug of the company, for forgetting what this isolate cached of its hosts. */
export async function slugOfCompany(sql: Queryable, companyId: string): Promise<string | null> {
  const [row] = await sql<{ slug: string }[]>`select slug from companies where id = ${companyId}`
  return row?.slug ?? null
}
