import { randomUUID } from 'node:crypto'
import type { TransactionSql } from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { queueWebhookEvent } from '#server/features/deliveries/webhook-deliveries.ts'
import { deliverDueWebhooks } from '#server/features/deliveries/webhook-delivery.ts'
import {
  DELIVERIES_SHOWN,
  readCompanySettings,
  recentDeliveries,
  redeliver,
  saveClosingAnswerSettings,
  saveDeliverySettings,
} from '#server/features/settings/queries.ts'
import { rotateWebhookSecret, saveWebhookUrl } from '#server/features/settings/webhook-secret.ts'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { pointCompanyWebhook, verifyAsReceiver } from '../tools/webhook-receiver.ts'
import { SEED } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'
import { nodesOf, type PlanNode } from './query-plan.ts'

/**
 * The settings page's queries (ADR 070) as the workspace's role under its
 * tenant: another company's settings and deliveries are out of reach; the same secret form
 * sent twice at once makes one secret; a rotation during a delivery run leaves no request
 * signed with the old secret; "redeliver" twice at once queues once. Its own database: a
 * delivery run claims every due event.
 */
const DATABASE = 'career_workspace_settings'
const LUMEN = SEED.completeCompany.id
const MOKA = SEED.otherCompany.id
const own = setUpOwnDatabase(DATABASE)
const clients: RequestDatabase[] = []
afterAll(() => Promise.all(clients.map((client) => client.close())))
/** The seed's owners (the settings are theirs), and Lumen's recruiter. */
const OWNER_OF: Record<string, string> = {
  [LUMEN]: 'd0000000-0000-4000-8000-000000000001',
  [MOKA]: 'd0000000-0000-4000-8000-000000000004',
}
const LUMEN_RECRUITER = 'd0000000-0000-4000-8000-000000000002'
/**
 * `work` in a transaction of the workspace's role on a client of its own (one per request,
 * as in the Worker), as the company's owner unless another person is named.
 */
const asCompany = <T>(
  companyId: string,
  work: (tx: TransactionSql) => Promise<T>,
  userId = OWNER_OF[companyId],
): Promise<T> => {
  const client = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
  clients.push(client)
  return asWorkspace(client.sql, { companyId, userId }, work)
}
const secretOf = async (companyId: string) => {
  const [row] = await own.owner.sql<{ secret: string | null }[]>`
    select applications_webhook_secret as secret from companies where id = ${companyId}`
  return row?.secret ?? null
}

let ats: RecordingServer
beforeAll(async () => {
  ats = await startRecordingServer()
})
afterAll(() => ats?.close())

describe('the settings as the workspace’s role', () => {
  it('reads and writes the session’s company only', async () => {
    expect(await asCompany(MOKA, (tx) => readCompanySettings(tx, LUMEN))).toBeNull()
    const email = { applicationsEmail: 'jobs@moka-intruder.example', notifyCandidates: false }
    expect(await asCompany(MOKA, (tx) => saveDeliverySettings(tx, LUMEN, email))).toBe(false)
    const closing = { delayDays: 0, textFr: 'Piraté', textEn: undefined }
    expect(await asCompany(MOKA, (tx) => saveClosingAnswerSettings(tx, LUMEN, closing))).toBe(false)

    expect(await asCompany(LUMEN, (tx) => saveClosingAnswerSettings(tx, LUMEN, closing))).toBe(true)
    expect(await asCompany(LUMEN, (tx) => readCompanySettings(tx, LUMEN))).toMatchObject({
      closingAnswerDelayDays: 0,
      closingAnswerFr: 'Piraté',
      closingAnswerEn: null,
    })
    expect(await asCompany(MOKA, (tx) => saveWebhookUrl(tx, LUMEN, { url: null, formKey: randomUUID() }))).toBeNull()
    expect(await asCompany(MOKA, (tx) => rotateWebhookSecret(tx, LUMEN, randomUUID()))).toBeNull()
  })

  it('makes one secret for a webhook form sent twice at once, shown by both answers; a rotation replaces it', async () => {
    await pointCompanyWebhook(own.owner.sql, LUMEN, null)
    const formKey = randomUUID()
    const url = 'https://ats.lumen-settings.example/hooks'
    const [first, second] = await Promise.all(
      [1, 2].map(() => asCompany(LUMEN, (tx) => saveWebhookUrl(tx, LUMEN, { url, formKey }))),
    )
    const secret = await secretOf(LUMEN)
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(first?.shownSecret).toBe(secret)
    expect(second?.shownSecret).toBe(secret)
    // Another URL keeps the secret and shows nothing.
    const moved = await asCompany(LUMEN, (tx) => saveWebhookUrl(tx, LUMEN, { url: `${url}/v2`, formKey: randomUUID() }))
    expect(moved).toEqual({ shownSecret: null })
    expect(await secretOf(LUMEN)).toBe(secret)

    const rotation = randomUUID()
    const rotated = await Promise.all(
      [1, 2].map(() => asCompany(LUMEN, (tx) => rotateWebhookSecret(tx, LUMEN, rotation))),
    )
    const fresh = await secretOf(LUMEN)
    expect(fresh).not.toBe(secret)
    expect(rotated).toEqual([fresh, fresh])
    // No URL, no secret.
    await asCompany(LUMEN, (tx) => saveWebhookUrl(tx, LUMEN, { url: null, formKey: randomUUID() }))
    expect(await secretOf(LUMEN)).toBeNull()
    expect(await asCompany(LUMEN, (tx) => rotateWebhookSecret(tx, LUMEN, randomUUID()))).toBeNull()
  })

  it('never lets the workspace’s role read the secret: only the form that made it gets it back, and only an owner', async () => {
    await pointCompanyWebhook(own.owner.sql, LUMEN, null)
    const formKey = randomUUID()
    const made = await asCompany(LUMEN, (tx) =>
      saveWebhookUrl(tx, LUMEN, { url: 'https://ats.lumen-settings.example/private', formKey }),
    )
    const secret = await secretOf(LUMEN)
    expect(made?.shownSecret).toBe(secret)
    // Raw SQL as the owner's own session: the column is refused, and so is every query naming it.
    for (const statement of [
      'select applications_webhook_secret from companies',
      'select * from companies',
      'select c from companies c',
      `select id from companies where applications_webhook_secret like 'whsec_%'`,
      'select id from companies order by applications_webhook_secret',
      `update companies set name = name where id = '${LUMEN}' returning *`,
    ])
      await expect(
        asCompany(LUMEN, (tx) => tx.unsafe(statement)),
        statement,
      ).rejects.toMatchObject({ code: '42501' })
    // Every other column stays readable (a column added later needs its own grant).
    const [everyOther] = await own.owner.sql<{ columns: string }[]>`
      select string_agg(attname, ', ' order by attnum) as columns from pg_attribute
      where attrelid = 'companies'::regclass and attnum > 0 and not attisdropped and attname <> 'applications_webhook_secret'`
    const [row] = await asCompany(LUMEN, (tx) => tx.unsafe(`select ${everyOther?.columns} from companies`))
    expect(Object.keys(row ?? {}).length).toBeGreaterThan(30)
    // The narrow path: another form gets no secret, the recruiter nothing, another company's
    // owner (with the key) only their own company's state.
    const ofForm = (key: string, userId?: string) =>
      asCompany(LUMEN, (tx) => tx`select has_secret, secret from webhook_secret_of_form(${key})`, userId)
    expect(await ofForm(formKey)).toEqual([{ hasSecret: true, secret }])
    expect(await ofForm(randomUUID())).toEqual([{ hasSecret: true, secret: null }])
    expect(await ofForm(formKey, LUMEN_RECRUITER)).toEqual([])
    expect(await asCompany(MOKA, (tx) => tx`select * from webhook_secret_of_form(${formKey})`)).toEqual([
      { hasSecret: false, secret: null },
    ])
    // The recruiter's session cannot rotate it either (the route refuses first; the database too).
    expect(await asCompany(LUMEN, (tx) => rotateWebhookSecret(tx, LUMEN, randomUUID()), LUMEN_RECRUITER)).toBeNull()
    expect(await secretOf(LUMEN)).toBe(secret)
  })

  it('signs no request with the old secret once rotated, even for events a run claimed before', async () => {
    const oldSecret = 'old-secret-of-the-rotation-test-0123456789'
    await pointCompanyWebhook(own.owner.sql, LUMEN, { url: `${ats.url}/rotation`, secret: oldSecret })
    const events = []
    for (const label of ['first', 'second'])
      events.push(
        await queueWebhookEvent(own.owner.sql, {
          companyId: LUMEN,
          applicationId: null,
          eventType: 'application.withdrawn',
          data: { label },
        }),
      )
    ats.requests.length = 0
    let arrived: () => void = () => {}
    const firstArrived = new Promise<void>((done) => {
      arrived = done
    })
    let release: () => void = () => {}
    const held = new Promise<void>((done) => {
      release = done
    })
    // The first request is held by the receiver until the owner has rotated the secret.
    ats.answer(() => {
      arrived()
      return { status: 200, after: held }
    })
    const run = deliverDueWebhooks(own.workerSql(), { allowedOrigins: [ats.url] })
    await firstArrived
    const formKey = randomUUID()
    const webhook = { url: `${ats.url}/rotation`, formKey }
    const newSecret = await asCompany(LUMEN, async (tx) => {
      await tx`select set_config('career_site.webhook_test_origins', ${ats.url}, true)`
      await saveWebhookUrl(tx, LUMEN, webhook)
      return rotateWebhookSecret(tx, LUMEN, formKey)
    })
    ats.answer(() => ({ status: 200 }))
    release()
    expect(await run).toMatchObject({ sent: 2 })
    const [first, second] = ats.requests
    expect(verifyAsReceiver(oldSecret, first?.headers['talentsite-signature'], first?.body ?? '').ok).toBe(true)
    expect(second?.headers['talentsite-event-id']).toBe(events[1])
    expect(verifyAsReceiver(newSecret ?? '', second?.headers['talentsite-signature'], second?.body ?? '').ok).toBe(true)
    expect(verifyAsReceiver(oldSecret, second?.headers['talentsite-signature'], second?.body ?? '').ok).toBe(false)
    // Each delivery says how long the receiver took, beside its answer's code.
    const rows = await own.owner.sql<{ lastStatus: number; lastDurationMs: number }[]>`
      select last_status, last_duration_ms from webhook_deliveries where id in ${own.owner.sql(events)}`
    for (const row of rows) {
      expect(row.lastStatus).toBe(200)
      expect(row.lastDurationMs).toBeGreaterThanOrEqual(0)
    }
  })

  it('redelivers a finished delivery once for a form sent twice at once; another company’s is not found', async () => {
    const [moka] = await own.owner.sql<{ id: string }[]>`
      insert into webhook_deliveries (company_id, event_type, payload, status, attempts)
      values (${MOKA}, 'application.withdrawn', '{}', 'failed', 9) returning id`
    const [lumen] = await own.owner.sql<{ id: string }[]>`
      insert into webhook_deliveries (company_id, event_type, payload, status, attempts, last_status)
      values (${LUMEN}, 'application.withdrawn', '{}', 'failed', 9, 500) returning id`
    const mokaId = moka?.id ?? ''
    const lumenId = lumen?.id ?? ''
    expect(await asCompany(LUMEN, (tx) => redeliver(tx, mokaId, randomUUID()))).toBeNull()

    const formKey = randomUUID()
    const outcomes = await Promise.all([1, 2].map(() => asCompany(LUMEN, (tx) => redeliver(tx, lumenId, formKey))))
    expect(outcomes.sort()).toEqual(['queued', 'replay'])
    const [queued] = await own.owner.sql<{ status: string; attempts: number }[]>`
      select status, attempts from webhook_deliveries where id = ${lumenId}`
    expect(queued).toEqual({ status: 'pending', attempts: 0 })
    // Still pending: another form changes nothing.
    expect(await asCompany(LUMEN, (tx) => redeliver(tx, lumenId, randomUUID()))).toBe('pending')
    // Finished again: the same form is still the one redelivery; a new form queues it again.
    await own.owner.sql`update webhook_deliveries set status = 'failed' where id = ${lumenId}`
    expect(await asCompany(LUMEN, (tx) => redeliver(tx, lumenId, formKey))).toBe('replay')
    expect(await asCompany(LUMEN, (tx) => redeliver(tx, lumenId, randomUUID()))).toBe('queued')
  })

  it('lists the company’s last 50 deliveries, newest first, from its own index', async () => {
    await own.owner.sql`
      insert into webhook_deliveries (company_id, event_type, payload, status, created_at)
      select ${LUMEN}, 'application.withdrawn', '{}', 'sent', now() - n * interval '1 minute'
      from generate_series(1, 60) n`
    // Another company's 20,000: the page still reads Lumen's 50 from the index, nothing else.
    await own.owner.sql`
      insert into webhook_deliveries (company_id, event_type, payload, status)
      select ${MOKA}, 'application.withdrawn', '{}', 'sent' from generate_series(1, 20000)`
    const lines = await asCompany(LUMEN, (tx) => recentDeliveries(tx, LUMEN))
    expect(lines).toHaveLength(DELIVERIES_SHOWN)
    const times = lines.map((line) => line.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(await asCompany(MOKA, (tx) => recentDeliveries(tx, LUMEN))).toEqual([])

    await own.owner.sql`analyze webhook_deliveries`
    const [explained] = await own.owner.sql.unsafe(
      `explain (analyze, format json) select id, status, last_status from webhook_deliveries
       where company_id = $1 order by created_at desc, id desc limit 50`,
      [LUMEN],
    )
    const [{ Plan: root }] = Object.values(explained ?? {})[0] as [{ Plan: PlanNode }]
    const plan = nodesOf(root)
    const scans = plan.filter((node) => node['Relation Name'] === 'webhook_deliveries')
    expect(scans.map((node) => node['Index Name'])).toEqual(['webhook_deliveries_company_recent_idx'])
    expect(plan.some((node) => node['Node Type'] === 'Sort')).toBe(false)
    expect(scans[0]?.['Actual Rows']).toBe(DELIVERIES_SHOWN)
  })
})
