import type { Queryable, Sql } from '../../db/client.ts'
import {
  getCompanyByHostname,
  getPrimaryHostnames,
  getSpaceAtSlug,
  type HostedCompany,
  type SpaceAtSlug,
} from './company-domains.ts'

/**
 * Company domains as this isolate last read them (ADR 044): a hostname's
 * company, a slug's primary hostname. Each answer, found or not, is kept
 * `HOST_CACHE_SECONDS`: a domain added, removed or made primary in the database is served
 * as such within that time, the pages' own freshness (EDGE_CACHE_FRESH_SECONDS). So a
 * request costs one indexed lookup at most, and repeated ones (a flood of crafted Host
 * headers of the same few names, a company's pages) none. Bounded in entries, oldest out.
 */
export const HOST_CACHE_SECONDS = 30
const MAX_ENTRIES = 2000

/**
 * After a failed lookup (the database unreachable), the next ones fail at once for this
 * long: during an outage the platform's pages come from the edge cache without waiting on
 * a connection per request first (server/features/custom-hosts/host-step.ts serves them as before).
 */
export const OUTAGE_PAUSE_SECONDS = 5
let pausedUntil = 0

export class HostLookupPaused extends Error {}

async function lookup<T>(read: () => Promise<T>): Promise<T> {
  if (Date.now() < pausedUntil) throw new HostLookupPaused('company domains: lookups paused after a failure')
  try {
    return await read()
  } catch (error) {
    pausedUntil = Date.now() + OUTAGE_PAUSE_SECONDS * 1000
    throw error
  }
}

type Entry<T> = { value: T; readAt: number }
const byHostname = new Map<string, Entry<HostedCompany | null>>()
const bySlug = new Map<string, Entry<string | null>>()
const spaces = new Map<string, Entry<SpaceAtSlug | null>>()

function cached<T>(map: Map<string, Entry<T>>, key: string): Entry<T> | undefined {
  const entry = map.get(key)
  if (entry && Date.now() - entry.readAt < HOST_CACHE_SECONDS * 1000) return entry
  if (entry) map.delete(key)
  return undefined
}

function keep<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
  map.delete(key)
  map.set(key, { value, readAt: Date.now() })
  for (const [oldest] of map) {
    if (map.size <= MAX_ENTRIES) break
    map.delete(oldest)
  }
}

/**
 * Forgets every answer and any outage pause. For the integration tests only: their files
 * share this module (vitest.config.ts, `isolate: false`) while each reads a database of its
 * own, where a slug or hostname can answer otherwise. A Worker isolate reads one database,
 * and its entries simply expire; nothing in production needs to forget them sooner.
 */
export function forgetCompanyHosts(): void {
  byHostname.clear()
  bySlug.clear()
  spaces.clear()
  pausedUntil = 0
}

/** The company served at `hostname` (a valid lower-case hostname without port), or null. */
export async function companyAtHostname(sql: Sql, hostname: string): Promise<HostedCompany | null> {
  const hit = cached(byHostname, hostname)
  if (hit) return hit.value
  const company = await lookup(() => getCompanyByHostname(sql, hostname))
  keep(byHostname, hostname, company)
  return company
}

/** The space at `slug` on the platform (where its pages live, whether it was deleted), or null. */
export async function spaceAtSlug(sql: Sql, slug: string): Promise<SpaceAtSlug | null> {
  const hit = cached(spaces, slug)
  if (hit) return hit.value
  const space = await lookup(() => getSpaceAtSlug(sql, slug))
  keep(spaces, slug, space)
  // The same answer as primaryHostnames' for this slug: the page's links need not read it again.
  keep(bySlug, slug, space?.primaryHostname ?? null)
  return space
}

/**
 * Forgets what this isolate knows of a slug: its space was just deleted or restored here,
 * and its pages say so from the next request on (other isolates within HOST_CACHE_SECONDS).
 */
export function forgetSpaceState(slug: string): void {
  spaces.delete(slug)
  bySlug.delete(slug)
  for (const [hostname, entry] of byHostname) if (entry.value?.slug === slug) byHostname.delete(hostname)
}

/** The primary hostnames of those of `slugs` whose company has its own domain, by slug. */
export async function primaryHostnames(sql: Queryable, slugs: readonly string[]): Promise<Record<string, string>> {
  const hosts: Record<string, string> = {}
  const missing: string[] = []
  for (const slug of new Set(slugs)) {
    const hit = cached(bySlug, slug)
    if (!hit) missing.push(slug)
    else if (hit.value !== null) hosts[slug] = hit.value
  }
  if (missing.length === 0) return hosts
  const read = await lookup(() => getPrimaryHostnames(sql, missing))
  for (const slug of missing) {
    const host = Object.hasOwn(read, slug) ? (read[slug] ?? null) : null
    keep(bySlug, slug, host)
    if (host !== null) hosts[slug] = host
  }
  return hosts
}

/**
 * Forgets what this isolate read of `hostname` and of the company `slug`: the isolate that
 * activated or removed a domain (the owner's page, server/features/domains/) serves the
 * change at once; the others within HOST_CACHE_SECONDS, as for any change.
 */
export function forgetCompanyHost(hostname: string, slug: string): void {
  byHostname.delete(hostname)
  forgetSpaceState(slug)
}
