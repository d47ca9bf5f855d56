import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import type { BillingConfig } from '#server/features/billing/config.ts'
import { createCustomHostname } from '#server/features/domains/cloudflare.ts'
import type { DomainsConfig } from '#server/features/domains/config.ts'
import { refreshPendingHostnames } from '#server/features/domains/upkeep.ts'
import { runSpaceDeletionFollowups } from '#server/features/space-deletion/followups.ts'
import { deleteSpace, restoreSpace } from '#server/features/space-deletion/space-deletion.ts'
import {
  CLOUDFLARE_TEST_FALLBACK_ORIGIN,
  CLOUDFLARE_TEST_TOKEN,
  CLOUDFLARE_TEST_ZONE,
  type CloudflareStandIn,
  cloudflareControl,
  startCloudflareStandIn,
} from '../tools/cloudflare-stand-in.ts'
import { STRIPE_TEST_PRICE_PRO, type StripeStandIn, startStripeStandIn } from '../tools/stripe-stand-in.ts'
import { runOnTwoClients } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'
import { nodesOf, type PlanNode } from './query-plan.ts'

/**
 * What a deleted space has outside the database (ADR 085), at the HTTP boundary of Stripe's
 * and Cloudflare's stand-ins, as the real roles: the deletion (the workspace's role) queues
 * the follow-ups and never waits for either service; the Worker's runs cancel the
 * subscription at its period's end and delete the custom hostnames, once however many runs
 * at once; Stripe or Cloudflare down leaves them queued for a later run; a restore resumes
 * the subscription and the domains' refresh creates the hostnames again. Own database.
 */
const DATABASE = 'career_space_deletion_followups'
const own = setUpOwnDatabase(DATABASE)
const workspace = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
afterAll(() => workspace.close())

let stripe: StripeStandIn
let cloudflare: CloudflareStandIn
let billing: BillingConfig
let domains: DomainsConfig
beforeAll(async () => {
  ;[stripe, cloudflare] = await Promise.all([startStripeStandIn(), startCloudflareStandIn()])
  const port = Number(new URL(stripe.url).port)
  billing = {
    secretKey: 'sk_test_followups',
    webhookSecret: 'whsec_followups',
    proPriceId: STRIPE_TEST_PRICE_PRO,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    hostedOrigins: [stripe.url],
  }
  domains = {
    apiBase: cloudflare.url,
    zoneId: CLOUDFLARE_TEST_ZONE,
    token: CLOUDFLARE_TEST_TOKEN,
    cnameTarget: CLOUDFLARE_TEST_FALLBACK_ORIGIN,
  }
})
afterAll(() => Promise.all([stripe?.close(), cloudflare?.close()]))

type Space = { id: string; slug: string; owner: string; subscription: string; hostnames: string[] }

/** An Enterprise company of its own paying by Stripe, with two active custom hostnames known to Cloudflare. */
async function payingSpace(label: string): Promise<Space> {
  const id = randomUUID()
  const slug = `${label}-${id.slice(0, 8)}`
  const sql = own.owner.sql
  await sql`insert into companies (id, slug, name, workspace_id, plan) values (${id}, ${slug}, 'Suivi', ${id}, 'enterprise')`
  const [user] = await sql<
    { id: string }[]
  >`insert into users (email) values (${`owner.${slug}@company.example`}) returning id`
  await sql`insert into company_members (company_id, user_id, role) values (${id}, ${user?.id ?? ''}, 'owner')`
  const subscription = `sub_${id.replace(/-/g, '')}`
  await sql`
    insert into company_billing (company_id, stripe_customer_id, subscription_id, subscription_status, status_at)
    values (${id}, ${`cus_${id.replace(/-/g, '')}`}, ${subscription}, 'active', now())`
  const hostnames = [`jobs-${id.slice(0, 8)}.suivi.example`, `carrieres-${id.slice(0, 8)}.suivi.example`]
  for (const hostname of hostnames) {
    const created = await createCustomHostname(domains, hostname)
    if (created === 'unavailable' || !created.ok) throw new Error('stand-in refused the hostname')
    await sql`insert into custom_hostnames (hostname, company_id, cloudflare_id, status)
      values (${hostname}, ${id}, ${created.value.id}, 'active')`
  }
  return { id, slug, owner: user?.id ?? '', subscription, hostnames }
}

const tenant = (space: Space) => ({ companyId: space.id, userId: space.owner })
const followups = (space: Space) =>
  own.owner.sql<{ kind: string; target: string; done: boolean; attempts: number; lastError: string | null }[]>`
    select kind, target, done_at is not null as done, attempts, last_error from space_deletion_followups
    where company_id = ${space.id} order by kind, target`
const stripeCalls = (space: Space) =>
  stripe.requests
    .filter((request) => request.path === `/v1/subscriptions/${space.subscription}`)
    .map((request) => `${request.method} ${request.params.cancel_at_period_end ?? ''}`.trim())
const cloudflareDeletes = () => cloudflare.requests.filter((request) => request.method === 'DELETE').length
const served = async (space: Space) =>
  (await own.owner.sql`select hostname from company_domains where company_id = ${space.id} order by 1`).map(
    (row) => row.hostname,
  )
const makeDue = (space: Space) =>
  own.owner.sql`update space_deletion_followups set next_attempt_at = now() where company_id = ${space.id}`
const run = (sql = own.worker.sql) => runSpaceDeletionFollowups(sql, { billing, domains })

describe('a deleted space’s subscription and custom hostnames', () => {
  let space: Space
  beforeAll(async () => {
    space = await payingSpace('followups')
  })

  it('are queued by the deletion, which Stripe and Cloudflare being down does not hold up', async () => {
    stripe.failing.on = true
    await cloudflareControl(cloudflare.url).outage(true)
    try {
      expect(await deleteSpace(workspace.sql, tenant(space), space.slug)).toBe('deleted')
      expect(await followups(space)).toEqual([
        ...space.hostnames
          .toSorted()
          .map((target) => ({ kind: 'cloudflare_hostname', target, done: false, attempts: 0, lastError: null })),
        { kind: 'stripe_subscription', target: space.subscription, done: false, attempts: 0, lastError: null },
      ])
      // A run while both are down: each stays queued with why, for a later run.
      expect(await run()).toEqual({ done: 0, retried: 3 })
      const waiting = await followups(space)
      expect(waiting.map((row) => [row.done, row.attempts, row.lastError !== null])).toEqual([
        [false, 1, true],
        [false, 1, true],
        [false, 1, true],
      ])
      // Not due again at once.
      expect(await run()).toEqual({ done: 0, retried: 0 })
    } finally {
      stripe.failing.on = false
      await cloudflareControl(cloudflare.url).outage(false)
    }
    expect(await served(space)).toEqual(space.hostnames.toSorted())
  })

  it('are done once when due, however many runs at once: the subscription ends at its period’s end, the hostnames leave Cloudflare', async () => {
    await makeDue(space)
    const deletesBefore = cloudflareDeletes()
    const searchEngineRows = await own.owner.sql`select count(*)::int as n from search_engine_notifications`
    const results = await runOnTwoClients(own.worker.sql, () => new RequestDatabase(own.workerUrl), run)
    expect(results.reduce((sum, result) => sum + result.done, 0)).toBe(3)
    expect((await followups(space)).every((row) => row.done)).toBe(true)
    expect(stripe.subscriptions.get(space.subscription)?.cancel_at_period_end).toBe(true)
    expect(stripeCalls(space).filter((call) => call.startsWith('POST'))).toEqual(['POST true'])
    expect(cloudflareDeletes() - deletesBefore).toBe(2)
    // Not served anywhere, pending again without Cloudflare's id; search engines not told of a move.
    expect(await served(space)).toEqual([])
    const rows = await own.owner.sql`select cloudflare_id, status from custom_hostnames where company_id = ${space.id}`
    expect(rows.map((row) => [row.cloudflareId, row.status])).toEqual([
      [null, 'pending'],
      [null, 'pending'],
    ])
    expect(await own.owner.sql`select count(*)::int as n from search_engine_notifications`).toEqual(searchEngineRows)
    // The domains' refresh leaves a deleted space's hostnames alone.
    const postsBefore = cloudflare.requests.length
    await refreshPendingHostnames(own.worker.sql, domains)
    expect(cloudflare.requests.slice(postsBefore).filter((request) => request.method === 'POST')).toEqual([])
  })

  it('are set up again by a restore: the subscription resumed, the hostnames created again by the refresh', async () => {
    expect(await restoreSpace(workspace.sql, tenant(space))).toBe('restored')
    expect(await run()).toEqual({ done: 1, retried: 0 })
    expect(stripe.subscriptions.get(space.subscription)?.cancel_at_period_end).toBe(false)
    expect(stripeCalls(space).filter((call) => call.startsWith('POST'))).toEqual(['POST true', 'POST false'])
    // Set up longer ago than the refresh's grace for a creation still under way (ADR 072).
    await own.owner
      .sql`update custom_hostnames set created_at = now() - interval '1 hour' where company_id = ${space.id}`
    const before = cloudflare.requests.length
    await refreshPendingHostnames(own.worker.sql, domains)
    const created = cloudflare.requests
      .slice(before)
      .filter((request) => request.method === 'POST')
      .map((request) => (request.body as { hostname: string }).hostname)
    expect(created.toSorted()).toEqual(space.hostnames.toSorted())
  })
})

describe('a subscription the owner had already cancelled, or one Stripe does not know', () => {
  it('is left as the owner set it, and not resumed by a restore; an unknown one is recorded, not retried', async () => {
    const ending = await payingSpace('ending')
    stripe.subscriptions.set(ending.subscription, {
      id: ending.subscription,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
    })
    const gone = await payingSpace('gone')
    await own.owner.sql`update company_billing set subscription_id = ${`sub_gone${gone.id.slice(0, 8)}`}
      where company_id = ${gone.id}`
    expect(await deleteSpace(workspace.sql, tenant(ending), ending.slug)).toBe('deleted')
    expect(await deleteSpace(workspace.sql, tenant(gone), gone.slug)).toBe('deleted')
    await run()
    await run()
    expect(stripeCalls(ending)).toEqual(['GET'])
    const [goneRow] = (await followups(gone)).filter((row) => row.kind === 'stripe_subscription')
    expect(goneRow).toMatchObject({ done: true, attempts: 1 })
    expect(goneRow?.lastError).toMatch(/^refused: /)
    expect(await restoreSpace(workspace.sql, tenant(ending))).toBe('restored')
    await run()
    expect(stripeCalls(ending)).toEqual(['GET'])
    expect(stripe.subscriptions.get(ending.subscription)?.cancel_at_period_end).toBe(true)
  })
})

describe('the runs’ cost', () => {
  it('reads the due follow-ups from their partial index alone, however many are done or waiting', async () => {
    const many = await payingSpace('many')
    // 20,000 done and 2,000 waiting for a later retry, beside the few due ones of the other tests.
    await own.owner.sql`
      insert into space_deletion_followups (company_id, kind, target, done_at, next_attempt_at)
      select ${many.id}::uuid, 'cloudflare_hostname', 'done-' || n || '.many.example', now(), now() - interval '1 day'
      from generate_series(1, 20000) n
      union all
      select ${many.id}::uuid, 'cloudflare_hostname', 'later-' || n || '.many.example', null, now() + interval '1 hour'
      from generate_series(1, 2000) n`
    await own.owner.sql`analyze space_deletion_followups`
    const [explained] = await own.owner.sql.unsafe(
      `explain (analyze, format json) select company_id, kind, target from space_deletion_followups
       where done_at is null and next_attempt_at <= now() and kind in ('stripe_subscription', 'cloudflare_hostname')
       order by next_attempt_at limit 10`,
    )
    const [{ Plan: root }] = Object.values(explained ?? {})[0] as [{ Plan: PlanNode }]
    const scans = nodesOf(root).filter((node) => node['Relation Name'] === 'space_deletion_followups')
    expect(scans.map((node) => node['Index Name'])).toEqual(['space_deletion_followups_due_idx'])
    expect(scans[0]?.['Actual Rows']).toBeLessThanOrEqual(10)
  })
})
