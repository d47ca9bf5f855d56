import type { Sql } from '#server/db/client.ts'
import type { DomainsConfig } from './config.ts'
import { type RunInDatabase, refreshHostname } from './hostnames.ts'
import { hostnamesToCheck } from './queries.ts'

/**
 * Hostnames read again per cron run: those checked longest ago first, so that every pending
 * one is read in turn however many there are, at a bounded cost per run (one call each).
 */
export const HOSTNAMES_PER_RUN = 10

/**
 * The cron's part (ADR 072): the pending hostnames of every company asked of Cloudflare
 * again, so that a domain becomes served when its CNAME is in place even if nobody opens the
 * page. Active and failed ones are not read: the owner's page reads a failed one's fate.
 */
export async function refreshPendingHostnames(sql: Sql, config: DomainsConfig | null): Promise<string> {
  if (!config) return 'not configured (CLOUDFLARE_API_TOKEN, CLOUDFLARE_ZONE_ID or CLOUDFLARE_FALLBACK_ORIGIN unset)'
  const rows = await hostnamesToCheck(sql, HOSTNAMES_PER_RUN)
  // One short transaction per step, none held while Cloudflare answers.
  const run: RunInDatabase = (work) => sql.begin(work) as never
  for (const row of rows) await refreshHostname(run, config, row)
  return `${rows.length} checked`
}
