import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { getCompanyByHostname } from '#server/features/custom-hosts/company-domains.ts'
import { type DomainsConfig, domainsConfigOf } from '#server/features/domains/config.ts'
import { addHostname, type RunInDatabase, refreshHostname, removeHostname } from '#server/features/domains/hostnames.ts'
import { companyHostnames } from '#server/features/domains/queries.ts'
import { HOSTNAMES_PER_RUN, refreshPendingHostnames } from '#server/features/domains/upkeep.ts'
import {
  CLOUDFLARE_TEST_FALLBACK_ORIGIN,
  CLOUDFLARE_TEST_TOKEN,
  CLOUDFLARE_TEST_ZONE,
  type CloudflareStandIn,
  cloudflareControl,
  NO_CNAME_YET,
  startCloudflareStandIn,
} from '../tools/cloudflare-stand-in.ts'
import { createOwnDatabase, onDatabase } from './own-database.ts'

/**
 * Custom domains set up from the workspace (ADR 072), as the workspace's role under
 * row-level security and the Worker's role for the cron, against Cloudflare's stand-in:
 * claimed once whoever asks at once, served only once active, refused past 5 or off
 * Enterprise, removed at Cloudflare and here. Own database.
 */
const DATABASE = 'career_custom_hostnames'
const options = { max: 8, fetch_types: false, onnotice: () => {}, transform: { column: { from: postgres.toCamel } } }
let owner: postgres.Sql
let workspace: postgres.Sql
let worker: postgres.Sql
let cloudflare: CloudflareStandIn
let config: DomainsConfig

beforeAll(async () => {
  const { url, workerUrl } = await createOwnDatabase(DATABASE)
  owner = postgres(url, options)
  worker = postgres(workerUrl, options)
  workspace = postgres(onDatabase(inject('workspaceDatabaseUrl'), DATABASE), options)
  cloudflare = await startCloudflareStandIn()
  const configured = domainsConfigOf(
    {
      CLOUDFLARE_API_TOKEN: CLOUDFLARE_TEST_TOKEN,
      CLOUDFLARE_ZONE_ID: CLOUDFLARE_TEST_ZONE,
      CLOUDFLARE_FALLBACK_ORIGIN: CLOUDFLARE_TEST_FALLBACK_ORIGIN,
      CLOUDFLARE_API_BASE: cloudflare.url,
    },
    true,
  )
  if (!configured) throw new Error('custom domains not configured')
  config = configured
})
afterAll(async () => {
  await Promise.all([owner?.end(), worker?.end(), workspace?.end(), cloudflare?.close()])
})

async function company(plan: 'starter' | 'pro' | 'enterprise' = 'enterprise') {
  const id = randomUUID()
  const slug = `domaine-${id.slice(0, 8)}`
  await owner`insert into companies (id, slug, name, workspace_id, plan) values (${id}, ${slug}, 'Domaine', gen_random_uuid(), ${plan})`
  const run: RunInDatabase = (work) => asWorkspace(workspace as never, { companyId: id }, work)
  return { id, slug, run }
}
/** The company's one hostname, as the page reads it. */
async function onlyRow(c: Awaited<ReturnType<typeof company>>) {
  const [row] = await c.run((tx) => companyHostnames(tx, c.id))
  if (!row) throw new Error('no row')
  return row
}
const hostnameFor = (label: string) => `${label}-${randomUUID().slice(0, 8)}.acme-carrieres.fr`
const control = () => cloudflareControl(cloudflare.url)
const posts = (hostname: string) =>
  cloudflare.requests.filter(
    (r) => r.method === 'POST' && (r.body as { hostname?: string } | null)?.hostname === hostname,
  )
const rowsOf = (hostname: string) => owner`select * from custom_hostnames where hostname = ${hostname}`

describe('adding a hostname', () => {
  it('asks Cloudflare to create it with HTTP validation, and stores it pending with its verification error, not served', async () => {
    const acme = await company()
    const hostname = hostnameFor('jobs')
    expect(await addHostname(acme.run, config, acme.id, hostname)).toBe('added')
    const [created] = posts(hostname)
    expect(created).toMatchObject({
      path: `/client/v4/zones/${CLOUDFLARE_TEST_ZONE}/custom_hostnames`,
      authorization: `Bearer ${CLOUDFLARE_TEST_TOKEN}`,
      body: { hostname, ssl: { method: 'http', type: 'dv' } },
    })
    const [row] = await acme.run((tx) => companyHostnames(tx, acme.id))
    expect(row).toMatchObject({ hostname, status: 'pending', reasons: [NO_CNAME_YET] })
    expect(row?.cloudflareId).toEqual(expect.any(String))
    expect(await getCompanyByHostname(worker as never, hostname)).toBeNull()
  })

  it('is served once Cloudflare says active, and no longer once it is not', async () => {
    const acme = await company()
    const hostname = hostnameFor('carrieres')
    await addHostname(acme.run, config, acme.id, hostname)
    const read = async () => {
      const [row] = await acme.run((tx) => companyHostnames(tx, acme.id))
      if (!row) throw new Error('no row')
      return row
    }
    await control().flip(hostname, 'active')
    await refreshHostname(acme.run, config, await read())
    expect(await read()).toMatchObject({ status: 'active', reasons: [] })
    expect(await getCompanyByHostname(worker as never, hostname)).toEqual({
      slug: acme.slug,
      primaryHostname: hostname,
    })

    await control().flip(hostname, 'moved', ['The hostname points elsewhere.'])
    await refreshHostname(acme.run, config, await read())
    expect(await read()).toMatchObject({ status: 'failed', reasons: ['The hostname points elsewhere.'] })
    expect(await getCompanyByHostname(worker as never, hostname)).toBeNull()
  })

  it('by two companies at once: one gets it, the other is told it is taken; Cloudflare is asked once', async () => {
    const [a, b] = [await company(), await company()]
    const hostname = hostnameFor('shared')
    const outcomes = await Promise.all([a, b].map((c) => addHostname(c.run, config, c.id, hostname)))
    expect(outcomes.sort()).toEqual(['added', 'taken'])
    expect(await rowsOf(hostname)).toHaveLength(1)
    expect(posts(hostname)).toHaveLength(1)
  })

  it('twice at once by one company (a form sent twice): one row, one creation', async () => {
    const acme = await company()
    const hostname = hostnameFor('twice')
    const outcomes = await Promise.all([1, 2].map(() => addHostname(acme.run, config, acme.id, hostname)))
    expect(outcomes.sort()).toEqual(['added', 'already-yours'])
    expect(await rowsOf(hostname)).toHaveLength(1)
    expect(posts(hostname)).toHaveLength(1)
  })

  it('refuses a hostname another company is served on, which the workspace’s role cannot see', async () => {
    const [a, b] = [await company(), await company()]
    const hostname = hostnameFor('served')
    await owner`insert into company_domains (hostname, company_id) values (${hostname}, ${a.id})`
    expect(await addHostname(b.run, config, b.id, hostname)).toBe('taken')
    expect(posts(hostname)).toHaveLength(0)
  })

  it('caps a company at 5, six forms at once included', async () => {
    const acme = await company()
    const names = [1, 2, 3, 4, 5, 6].map((n) => hostnameFor(`cap${n}`))
    const outcomes = await Promise.all(names.map((name) => addHostname(acme.run, config, acme.id, name)))
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(5)
    expect(outcomes.filter((o) => o === 'limit')).toHaveLength(1)
    expect(await owner`select 1 from custom_hostnames where company_id = ${acme.id}`).toHaveLength(5)
  })

  it('is Enterprise’s: Starter and Pro are refused by the database, and Enterprise is kept while one is set up', async () => {
    for (const plan of ['starter', 'pro'] as const) {
      const other = await company(plan)
      expect(await addHostname(other.run, config, other.id, hostnameFor(plan))).toBe('not-enterprise')
    }
    const acme = await company()
    await addHostname(acme.run, config, acme.id, hostnameFor('kept'))
    await expect(owner`update companies set plan = 'pro' where id = ${acme.id}`).rejects.toThrow(/custom hostnames/)
  })

  it('refused or unanswered by Cloudflare: nothing kept, the hostname free again', async () => {
    const acme = await company()
    const refused = hostnameFor('refused')
    await control().refuse(refused, 'Custom hostname is on a blocked list.')
    expect(await addHostname(acme.run, config, acme.id, refused)).toEqual({
      refused: ['Custom hostname is on a blocked list.'],
    })
    expect(await rowsOf(refused)).toHaveLength(0)
    const later = hostnameFor('outage')
    await control().outage(true)
    try {
      expect(await addHostname(acme.run, config, acme.id, later)).toBe('unavailable')
    } finally {
      await control().outage(false)
    }
    expect(await rowsOf(later)).toHaveLength(0)
  })
})

describe('removing a hostname', () => {
  it('deletes it at Cloudflare, then here: no longer served, the pages back on the platform', async () => {
    const acme = await company()
    await owner`
      insert into jobs (company_id, workspace_id, title, status, city, zip_code, contract_type, description)
      select id, workspace_id, 'Barista', 'published', 'Lyon', '69003', 'CDI', 'Un poste.' from companies where id = ${acme.id}`
    const hostname = hostnameFor('removed')
    await addHostname(acme.run, config, acme.id, hostname)
    await control().flip(hostname, 'active')
    const row = await onlyRow(acme)
    await refreshHostname(acme.run, config, row)
    const [host] = await owner`select company_public_host(${acme.id}) as host`
    expect(host?.host).toBe(hostname)

    expect(await removeHostname(acme.run, config, acme.id, hostname)).toBe('removed')
    expect(cloudflare.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: expect.stringContaining(row.cloudflareId ?? 'none'),
    })
    expect(await rowsOf(hostname)).toHaveLength(0)
    const [after] = await owner`select company_public_host(${acme.id}) as host`
    expect(after?.host).toBeNull()
    // The search engines are told of the move back (queue_company_move, ADR 045): the job's
    // URLs on the domain deleted, on the platform updated (each URL's pending row folded).
    const moves = await owner<{ hostname: string | null; action: string }[]>`
      select distinct hostname, action from search_engine_notifications where company_slug = ${acme.slug}`
    expect(moves).toEqual(
      expect.arrayContaining([
        { hostname, action: 'URL_DELETED' },
        { hostname: null, action: 'URL_UPDATED' },
      ]),
    )
  })

  it('is the company’s own: another company’s session finds nothing to remove, and its role changes no row', async () => {
    const [a, b] = [await company(), await company()]
    const hostname = hostnameFor('mine')
    await addHostname(a.run, config, a.id, hostname)
    expect(await removeHostname(b.run, config, b.id, hostname)).toBe('not-found')
    const touched = await b.run((tx) => tx`update custom_hostnames set status = 'active' where hostname = ${hostname}`)
    expect(touched.count).toBe(0)
    expect(await rowsOf(hostname)).toHaveLength(1)
  })
})

describe('the cron', () => {
  it('reads the pending hostnames again, longest unchecked first, a bounded number per run, as the Worker’s role', async () => {
    const acme = await company()
    const hostname = hostnameFor('cron')
    await addHostname(acme.run, config, acme.id, hostname)
    await control().flip(hostname, 'active')
    // Checked long ago: first in line, whatever else is pending in this database.
    await owner`update custom_hostnames set checked_at = now() - interval '1 day' where hostname = ${hostname}`
    const before = cloudflare.requests.length
    expect(await refreshPendingHostnames(worker as never, config)).toMatch(/checked$/)
    expect(cloudflare.requests.length - before).toBeLessThanOrEqual(HOSTNAMES_PER_RUN)
    const [row] = await rowsOf(hostname)
    expect(row?.status).toBe('active')
    expect(await getCompanyByHostname(worker as never, hostname)).toMatchObject({ slug: acme.slug })
    expect(await refreshPendingHostnames(worker as never, null)).toMatch(/^not configured/)
  })

  it('finds a hostname whose creation’s answer was lost, by its name, instead of creating it twice', async () => {
    const acme = await company()
    const hostname = hostnameFor('lost')
    await addHostname(acme.run, config, acme.id, hostname)
    await owner`update custom_hostnames set cloudflare_id = null, created_at = now() - interval '1 hour' where hostname = ${hostname}`
    const row = await onlyRow(acme)
    await refreshHostname(acme.run, config, row)
    const [after] = await acme.run((tx) => companyHostnames(tx, acme.id))
    expect(after?.cloudflareId).toEqual(expect.any(String))
    expect(posts(hostname)).toHaveLength(1)
  })
})
