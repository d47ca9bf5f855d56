import type { TransactionSql } from 'postgres'
import { forgetCompanyHost } from '#server/features/custom-hosts/company-hosts.ts'
import {
  type CloudflareHostname,
  createCustomHostname,
  DUPLICATE_HOSTNAME,
  deleteCustomHostname,
  findCustomHostname,
  readCustomHostname,
  stateOf,
} from './cloudflare.ts'
import type { DomainsConfig } from './config.ts'
import {
  type CustomHostname,
  claimHostname,
  companyHostname,
  dropHostname,
  recordState,
  slugOfCompany,
} from './queries.ts'

/**
 * A custom domain's life (ADR 072): added (claimed in the database first, so that two
 * companies asking at once cannot both get it, then created at Cloudflare), refreshed
 * (Cloudflare read again, the database told what it says: active puts it in
 * company_domains), removed (deleted at Cloudflare, then here). No transaction is held
 * open while Cloudflare answers: each step is its own.
 *
 * `run` is the caller's way to the database: the workspace's role under the session's
 * company (RLS), or the Worker's role for the cron.
 */
export type RunInDatabase = <T>(work: (tx: TransactionSql) => Promise<T>) => Promise<T>

export type AddOutcome =
  | 'added'
  | 'already-yours'
  | 'taken'
  | 'limit'
  | 'not-enterprise'
  | 'unavailable'
  | { refused: string[] }

/** Database refusals of custom_hostnames_admissible, by constraint. */
function refusalOf(error: unknown): AddOutcome | null {
  const constraint = (error as { constraint_name?: string }).constraint_name
  if (constraint === 'custom_hostnames_pkey') return 'taken'
  if (constraint === 'custom_hostnames_per_company') return 'limit'
  if (constraint === 'custom_hostnames_enterprise_only') return 'not-enterprise'
  return null
}

export async function addHostname(
  run: RunInDatabase,
  config: DomainsConfig,
  companyId: string,
  hostname: string,
): Promise<AddOutcome> {
  let claimed: boolean | 'yours' | 'taken'
  try {
    claimed = await run(async (tx) => {
      if (await claimHostname(tx, companyId, hostname)) return true
      // Not inserted: ours already (a form sent twice), or another company's, which this
      // role does not see.
      return (await companyHostname(tx, companyId, hostname)) ? 'yours' : 'taken'
    })
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) return refusal
    throw error
  }
  if (claimed === 'yours') return 'already-yours'
  if (claimed === 'taken') return 'taken'

  let created = await createCustomHostname(config, hostname)
  // Already in the zone: a creation this site asked for before and whose answer was lost.
  if (created !== 'unavailable' && !created.ok && created.code === DUPLICATE_HOSTNAME) {
    const found = await findCustomHostname(config, hostname)
    if (found !== 'unavailable' && found.ok && found.value) created = { ok: true, value: found.value }
  }
  if (created === 'unavailable' || !created.ok) {
    // Nothing set up: the hostname is free again, and the owner can try again.
    await run((tx) => dropHostname(tx, companyId, hostname))
    return created === 'unavailable' ? 'unavailable' : { refused: created.refused }
  }
  await record(run, companyId, hostname, created.value)
  return 'added'
}

/** Cloudflare's word on a hostname, stored; this isolate forgets what it cached of the company's hosts. */
async function record(run: RunInDatabase, companyId: string, hostname: string, found: CloudflareHostname) {
  const state = stateOf(found)
  const slug = await run(async (tx) => {
    await recordState(tx, hostname, { cloudflareId: found.id, ...state })
    return slugOfCompany(tx, companyId)
  })
  if (slug) forgetCompanyHost(hostname, slug)
}

/**
 * A creation younger than this may still be waiting for Cloudflare's answer in another
 * request: the refresh does not create it again meanwhile.
 */
const CREATION_GRACE_MS = 60_000

/**
 * Reads `row` again at Cloudflare and records its state. A row Cloudflare has no id for
 * (its creation's answer never came) is found by name, or created again; one Cloudflare no
 * longer has is failed. Cloudflare not answering leaves it as it was.
 */
export async function refreshHostname(run: RunInDatabase, config: DomainsConfig, row: CustomHostname): Promise<void> {
  if (row.cloudflareId) {
    const read = await readCustomHostname(config, row.cloudflareId)
    if (read === 'unavailable') return
    if (read.ok) return record(run, row.companyId, row.hostname, read.value)
    await run((tx) =>
      recordState(tx, row.hostname, {
        cloudflareId: null,
        status: 'failed',
        reasons: read.refused.length > 0 ? read.refused : ['hostname deleted'],
      }),
    )
    return
  }
  if (Date.now() - row.createdAt.getTime() < CREATION_GRACE_MS) return
  const found = await findCustomHostname(config, row.hostname)
  if (found === 'unavailable' || !found.ok) return
  const created = found.value
    ? { ok: true as const, value: found.value }
    : await createCustomHostname(config, row.hostname)
  if (created !== 'unavailable' && created.ok) await record(run, row.companyId, row.hostname, created.value)
}

export type RemoveOutcome = 'removed' | 'not-found' | 'unavailable'

/** Deleted at Cloudflare first (a 404 there is as good), then here: its pages move back to the platform. */
export async function removeHostname(
  run: RunInDatabase,
  config: DomainsConfig | null,
  companyId: string,
  hostname: string,
): Promise<RemoveOutcome> {
  const row = await run((tx) => companyHostname(tx, companyId, hostname))
  if (!row) return 'not-found'
  if (row.cloudflareId && config) {
    const deleted = await deleteCustomHostname(config, row.cloudflareId)
    // Gone there already is as good; any other refusal (a token without the right) leaves it as it is.
    if (deleted === 'unavailable' || (!deleted.ok && deleted.status !== 404)) return 'unavailable'
  }
  const slug = await run(async (tx) => {
    await dropHostname(tx, companyId, hostname)
    return slugOfCompany(tx, companyId)
  })
  if (slug) forgetCompanyHost(hostname, slug)
  return 'removed'
}
