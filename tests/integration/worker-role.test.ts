import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { getApplicationCv, insertApplicationWithEmail, storedFingerprint } from '#server/db/queries/applications.ts'
import { companiesWithoutDelivery, getCompanyBySlug } from '#server/db/queries/companies.ts'
import { getCompanyFeed, getSitemapCompany, listSitemapCompanies, sitemapJobs } from '#server/db/queries/crawl.ts'
import { queueSavedJobEmail, redactFinishedEmails } from '#server/db/queries/email-outbox.ts'
import { confirmJobAlert, deleteJobAlert, getJobAlert } from '#server/db/queries/job-alerts.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { getJobDetail, getJobWithCompanyName } from '#server/db/queries/jobs.ts'
import { queueWebhookEvent } from '#server/db/queries/webhook-deliveries.ts'
import {
  findApplicationToWithdraw,
  forgetQueuedCvObjects,
  queuedCvObjects,
  withdrawApplication,
} from '#server/db/queries/withdrawals.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { companyMessages } from '#server/services/company-delivery.ts'
import { deliverDueEmails, purgeExpiredApplications, type ResendConfig } from '#server/services/email-delivery.ts'
import { runJobAlerts, subscribeToJobAlerts } from '#server/services/job-alerts.ts'
import { deliverDueWebhooks, MAX_WEBHOOK_ATTEMPTS } from '#server/services/webhook-delivery.ts'
import { companyNotices } from '#server/services/withdraw-application.ts'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'
import { signal } from '../tools/signal.ts'
import { SEED } from './database.ts'

/**
 * The Worker's database role (supabase/migrations/*_baseline_access.sql, ADR 013): every query
 * of server/ runs through it here, with the real query functions, so a query that needs a
 * privilege the role lacks fails this file; and everything else is refused.
 *
 * The file has its own database in the test cluster (same host and port, migrated and
 * seeded the same way): a delivery run claims every due e-mail, and the exact counts of
 * email-delivery.test.ts must not see this file's rows.
 */
const DATABASE = 'career_worker_role'
const adminUrl = onDatabase(inject('databaseUrl'), 'postgres')
const ownerUrl = onDatabase(inject('databaseUrl'), DATABASE)
const workerUrl = onDatabase(inject('workerDatabaseUrl'), DATABASE)

function onDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Superuser, to set up and inspect what the Worker cannot. */
let owner: postgres.Sql
/** The Worker's own client, as the Worker configures it, connected as the restricted role. */
const worker = new RequestDatabase(workerUrl)
const sql = worker.sql

const WORKSPACE = 'a0000000-0000-4000-8000-000000000001'
const RESEND: ResendConfig = { apiKey: 're_test', apiUrl: 'http://resend.invalid', from: 'Talentsite <a@b.example>' }
const INSUFFICIENT_PRIVILEGE = '42501'
const QUERY_CANCELED = '57014'
const LOCK_NOT_AVAILABLE = '55P03'

beforeAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`)
    await admin.unsafe(`create database ${DATABASE}`)
  } finally {
    await admin.end()
  }
  // The migrations again, in a database of a cluster where the role already exists.
  await applySchemaAndSeed(ownerUrl)
  owner = postgres(ownerUrl, { max: 2, onnotice: () => {} })
})

afterAll(async () => {
  await worker.close()
  await owner?.end()
})

function newApplication(label: string): Parameters<typeof insertApplicationWithEmail>[1] {
  const idempotencyKey = randomUUID()
  return {
    idempotencyKey,
    jobId: SEED.completeJob,
    companySlug: SEED.completeCompany.slug,
    firstName: 'Ada',
    lastName: label,
    email: `${label}@candidate.example`,
    phoneE164: '+33612345678',
    coverLetter: 'Bonjour',
    cvKey: `cv/${idempotencyKey}.pdf`,
    cvFileName: 'cv.pdf',
    cvSizeBytes: 1234,
    cvSha256: 'a'.repeat(64),
    submissionSha256: 'b'.repeat(64),
    locale: 'fr',
  }
}

function email(label: string) {
  return {
    toAddress: `${label}@candidate.example`,
    subject: `Subject ${label}`,
    htmlBody: `<p>${label}</p>`,
    textBody: label,
    locale: 'fr' as const,
  }
}

/** What an application of a company without delivery writes: its confirmation alone. */
function confirmationOnly(label: string) {
  return { confirmation: email(label), recruiter: null, webhookData: null }
}

describe('the role', () => {
  it('is the Worker connection’s user, without any power of its own', async () => {
    const [role] = await sql`
      select current_user as name, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls
      from pg_roles where rolname = current_user
    `
    expect(role).toEqual({
      name: 'career_site_worker',
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
    })
  })
})

describe('the job list’s counters (ADR 019, 021)', () => {
  it('are granted for reading only, and their writers not at all', async () => {
    const grants = await owner`
      select table_name, privilege_type from information_schema.table_privileges
      where grantee = 'career_site_worker'
        and table_name in ('company_job_stats', 'company_job_facets', 'company_job_facet_spellings')
      order by 1, 2
    `
    expect(grants).toEqual([
      { table_name: 'company_job_facet_spellings', privilege_type: 'SELECT' },
      { table_name: 'company_job_facets', privilege_type: 'SELECT' },
      { table_name: 'company_job_stats', privilege_type: 'SELECT' },
    ])
    const [writers] = await owner`
      select has_function_privilege('career_site_worker', 'apply_company_job_stats(jsonb)', 'execute') as stats,
        has_function_privilege('career_site_worker', 'apply_company_job_facets(jsonb)', 'execute') as facets
    `
    expect(writers).toEqual({ stats: false, facets: false })
  })
})

describe('what the Worker does works through it', () => {
  it('reads companies and jobs: pages, sitemaps, feeds, e-mails about a job', async () => {
    // Every column of companies, the presentation video's included.
    expect(await getCompanyBySlug(sql, SEED.completeCompany.slug)).toMatchObject({
      activeJobCount: 9,
      videoUrl: expect.stringMatching(/^https:/),
    })
    const scope = { companyId: SEED.completeCompany.id, workspaceId: WORKSPACE }
    const none = { q: '', contract: '', city: '', remote: '' }
    expect((await listJobPage(sql, scope, none, 1)).jobs).toHaveLength(9)
    // The search runs public.immutable_unaccent, which calls extensions.unaccent.
    const search = { ...none, q: 'developpeur', contract: 'cdi', city: 'bruxelles', remote: 'hybride' }
    expect((await listJobPage(sql, scope, search, 1)).jobs).toHaveLength(1)
    expect(await countJobs(sql, scope, search)).toEqual({ jobs: 1, capped: false })
    // One filter: counted from company_job_facets; the options from it and its spellings.
    expect(await countJobs(sql, scope, { ...none, contract: 'cdi' })).toEqual({ jobs: 5, capped: false })
    expect((await listJobFacets(sql, scope)).contract).toHaveLength(5)
    expect(await getJobDetail(sql, SEED.completeJob)).toMatchObject({ id: SEED.completeJob })
    expect(await getJobWithCompanyName(sql, SEED.completeJob)).toMatchObject({ companySlug: 'lumen-energie' })
    expect((await listSitemapCompanies(sql)).map((company) => company.slug)).toEqual(
      expect.arrayContaining(['atelier-brique', 'cafe-moka', 'lumen-energie']),
    )
    const sitemapCompany = await getSitemapCompany(sql, SEED.completeCompany.slug)
    expect(sitemapCompany).toMatchObject({ visibleJobs: 9 })
    let sitemapJobCount = 0
    if (sitemapCompany) {
      for await (const batch of sitemapJobs(sql, sitemapCompany, { from: null, to: null }, 100)) {
        sitemapJobCount += batch.length
      }
    }
    expect(sitemapJobCount).toBe(9)
    expect((await getCompanyFeed(sql, SEED.completeCompany.slug, { limit: 50, before: null }))?.jobs).toHaveLength(9)
  })

  it('stores an application with its confirmation e-mail, once per idempotency key', async () => {
    const application = newApplication('apply')
    expect(await storedFingerprint(sql, application.idempotencyKey)).toBeNull()
    expect(await insertApplicationWithEmail(sql, application, () => confirmationOnly('apply'))).toBe('created')
    expect(await storedFingerprint(sql, application.idempotencyKey)).toBe('b'.repeat(64))
    // A retried submission: ON CONFLICT ... DO NOTHING RETURNING, through the role.
    expect(await insertApplicationWithEmail(sql, application, () => confirmationOnly('apply'))).toBe('exists')

    const stored = await owner`
      select a.last_name, a.retain_until > now() + interval '23 months' as retained, o.kind, o.status
      from applications a join email_outbox o on o.application_id = a.id
      where a.idempotency_key = ${application.idempotencyKey}
    `
    expect(stored).toEqual([
      { last_name: 'apply', retained: true, kind: 'application_confirmation', status: 'pending' },
    ])
  })

  it('queues a save-by-email request once per dedupe key', async () => {
    const saved = { ...email('saved'), jobId: SEED.completeJob, dedupeKey: `saved:${randomUUID()}` }
    expect(await queueSavedJobEmail(sql, saved)).toEqual({ queued: true })
    expect(await queueSavedJobEmail(sql, saved)).toEqual({ queued: false })
  })

  it('delivers the outbox: claims under a lease, records sent, retried and failed e-mails', async () => {
    await owner`update email_outbox set status = 'sent' where status = 'pending'`
    const application = newApplication('delivery-sent')
    await insertApplicationWithEmail(sql, application, () => confirmationOnly('delivery-sent'))
    for (const label of ['delivery-retried', 'delivery-failed'])
      await queueSavedJobEmail(sql, { ...email(label), jobId: SEED.completeJob, dedupeKey: `${label}:${randomUUID()}` })

    const leases: Date[] = []
    let concurrentRun: Promise<unknown> | undefined
    const stubFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      const to = (JSON.parse(String(init?.body)) as { to: string[] }).to[0] ?? ''
      const [row] = await owner<{ nextAttemptAt: Date }[]>`
        select next_attempt_at as "nextAttemptAt" from email_outbox where to_address = ${to}
      `
      if (row) leases.push(row.nextAttemptAt)
      // A second run while this one holds the rows: it must claim nothing.
      concurrentRun ??= deliverDueEmails(sql, RESEND, { fetch: stubFetch })
      if (to.startsWith('delivery-sent')) return Response.json({ id: 'provider-1' })
      if (to.startsWith('delivery-retried')) return new Response('busy', { status: 503 })
      return new Response('invalid', { status: 422 })
    }) as typeof fetch

    const started = Date.now()
    expect(await deliverDueEmails(sql, RESEND, { fetch: stubFetch })).toEqual({ sent: 1, failed: 1, retried: 1 })
    expect(await concurrentRun).toEqual({ sent: 0, failed: 0, retried: 0 })
    expect(leases).toHaveLength(3)
    for (const lease of leases) expect(lease.getTime()).toBeGreaterThan(started + 9 * 60_000)

    const rows = await owner`
      select split_part(to_address, '@', 1) as label, status, attempts, provider_id, last_error is not null as error
      from email_outbox where to_address like 'delivery-%' order by to_address
    `
    expect(rows).toEqual([
      { label: 'delivery-failed', status: 'failed', attempts: 1, provider_id: null, error: true },
      { label: 'delivery-retried', status: 'pending', attempts: 1, provider_id: null, error: true },
      { label: 'delivery-sent', status: 'sent', attempts: 1, provider_id: 'provider-1', error: false },
    ])
  })

  it('stores an application with what its company receives: the recruiters’ e-mail and the webhook event', async () => {
    const application = newApplication('company')
    const links = { origin: 'https://jobs.example', secret: 'role-test-link-signing-secret-0123456789' }
    const outcome = await insertApplicationWithEmail(sql, application, async (job, stored) => ({
      confirmation: email('company'),
      ...(await companyMessages(links, job, stored, {
        locale: 'fr',
        fields: {
          firstName: 'Ada',
          lastName: 'company',
          email: 'company@candidate.example',
          phone: '+33612345678',
          coverLetter: 'Bonjour',
        },
        job: { id: SEED.completeJob, url: 'https://jobs.example/fr/job', companySlug: SEED.completeCompany.slug },
        cv: { fileName: 'cv.pdf', sizeBytes: 1234, sha256: 'a'.repeat(64) },
      })),
    }))
    expect(outcome).toBe('created')
    const stored = await owner`
      select o.kind, o.to_address from email_outbox o join applications a on a.id = o.application_id
      where a.idempotency_key = ${application.idempotencyKey} order by o.kind
    `
    expect(stored).toEqual([
      { kind: 'application_confirmation', to_address: 'company@candidate.example' },
      { kind: 'recruiter_application', to_address: 'recrutement@lumen-energie.example' },
    ])
    const events = await owner`
      select w.event_type, w.status, w.payload->'cv'->>'file_name' as file_name
      from webhook_deliveries w join applications a on a.id = w.application_id
      where a.idempotency_key = ${application.idempotencyKey}
    `
    expect(events).toEqual([{ event_type: 'application.received', status: 'pending', file_name: 'cv.pdf' }])
  })

  it('reads an application’s CV key and retention for its download link, never its candidate', async () => {
    const application = newApplication('cv-link')
    await insertApplicationWithEmail(sql, application, () => confirmationOnly('cv-link'))
    const [row] = await owner`select id from applications where idempotency_key = ${application.idempotencyKey}`
    expect(await getApplicationCv(sql, row?.id)).toEqual({ cvKey: application.cvKey, retainUntil: expect.any(Date) })
    expect(await getApplicationCv(sql, randomUUID())).toBeNull()
  })

  it('delivers webhook events: claims under a lease, records delivered, retried and failed events', async () => {
    await owner`update webhook_deliveries set status = 'sent' where status = 'pending'`
    await owner`
      update companies set applications_webhook_url = 'http://ats.invalid/hook',
        applications_webhook_secret = 'role-test-webhook-secret-0123456789abcdef'
      where id = ${SEED.completeCompany.id}
    `
    const ids: Record<string, string> = {}
    for (const label of ['hook-sent', 'hook-retried', 'hook-failed']) {
      ids[label] = await queueWebhookEvent(sql, {
        companyId: SEED.completeCompany.id,
        applicationId: null,
        eventType: 'application.withdrawn',
        data: { label },
      })
    }
    // One attempt left for this one.
    await owner`update webhook_deliveries set attempts = ${MAX_WEBHOOK_ATTEMPTS - 1} where id = ${ids['hook-failed'] ?? ''}`

    let concurrentRun: Promise<unknown> | undefined
    const stubFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      // A second run while this one holds the events: it must claim nothing.
      concurrentRun ??= deliverDueWebhooks(sql, { fetch: stubFetch })
      const label = (JSON.parse(String(init?.body)) as { data: { label: string } }).data.label
      return new Response(null, { status: label === 'hook-sent' ? 202 : 503 })
    }) as typeof fetch
    expect(await deliverDueWebhooks(sql, { fetch: stubFetch })).toEqual({ sent: 1, failed: 1, retried: 1 })
    expect(await concurrentRun).toEqual({ sent: 0, failed: 0, retried: 0 })
    const rows = await owner`
      select payload->>'label' as label, status, last_status, delivered_at is not null as delivered
      from webhook_deliveries where id in ${owner(Object.values(ids))} order by label
    `
    expect(rows).toEqual([
      { label: 'hook-failed', status: 'failed', last_status: 503, delivered: false },
      { label: 'hook-retried', status: 'pending', last_status: 503, delivered: false },
      { label: 'hook-sent', status: 'sent', last_status: 202, delivered: true },
    ])
  })

  it('names the companies that keep applications with nowhere to send them, with counts only', async () => {
    const application = {
      ...newApplication('nowhere'),
      jobId: SEED.sparseCompanyJob,
      companySlug: SEED.sparseCompany.slug,
    }
    expect(await insertApplicationWithEmail(sql, application, () => confirmationOnly('nowhere'))).toBe('created')
    expect(await companiesWithoutDelivery(sql, 100)).toEqual([{ slug: SEED.sparseCompany.slug, applications: 1 }])
  })

  it('subscribes to job alerts, confirms them, sends digests, expires and unsubscribes them (ADR 026)', async () => {
    const links = { publicOrigin: 'https://jobs.example', linkSigningSecret: LOCAL_LINK_SIGNING_SECRET }
    const company = { id: SEED.completeCompany.id, slug: SEED.completeCompany.slug, name: 'Lumen' }
    const criteria = { q: '', contract: 'cdi', city: '', remote: '' }
    const subscribe = (email: string) => subscribeToJobAlerts(sql, links, { locale: 'fr', company, email, criteria })
    expect(await subscribe('role-alert@candidate.example')).toBe('created')
    expect(await subscribe('role-alert@candidate.example')).toBe('unchanged')
    expect(await subscribe('role-expired@candidate.example')).toBe('created')
    const ids = await owner<{ id: string; email: string }[]>`select id, email from job_alerts where email like 'role-%'`
    const idOf = (email: string) => ids.find((row) => row.email === email)?.id ?? ''
    expect(await confirmJobAlert(sql, idOf('role-alert@candidate.example'))).toBe(true)
    expect(await getJobAlert(sql, idOf('role-alert@candidate.example'))).toMatchObject({ confirmed: true, criteria })
    // Only time (here, the owner) makes a digest due or a confirmation old.
    await owner`
      update job_alerts set consented_at = now() - interval '1 year', confirmed_at = now() - interval '1 year',
        next_digest_at = now() - interval '1 second'
      where email = 'role-alert@candidate.example'
    `
    await owner`update job_alerts set confirmation_sent_at = now() - interval '8 days' where email = 'role-expired@candidate.example'`
    expect(await runJobAlerts(sql, links)).toEqual({ expired: 1, alerts: 1, digests: 1, offers: 5 })
    await deleteJobAlert(sql, idOf('role-alert@candidate.example'))
    const [left] = await owner`select count(*)::int as n from job_alerts where email like 'role-%'`
    expect(left?.n).toBe(0)
  })

  it('purges expired applications, whose e-mails go with them', async () => {
    const { expired, kept } = await insertExpiredAndKept('')
    const deletedKeys: string[] = []
    const bucket = {
      delete: async (keys: string | string[]) => void deletedKeys.push(...[keys].flat()),
    } as unknown as R2Bucket

    expect(await purgeExpiredApplications(sql, bucket)).toEqual({ deleted: 1 })
    expect(deletedKeys).toEqual([expired.cvKey])
    const left = await owner`
      select a.last_name, count(o.id)::int as emails
      from applications a left join email_outbox o on o.application_id = a.id
      where a.idempotency_key in ${owner([expired.idempotencyKey, kept.idempotencyKey])}
      group by a.last_name
    `
    expect(left).toEqual([{ last_name: 'kept', emails: 1 }])
    const [orphans] = await owner`
      select count(*)::int as count from email_outbox where to_address = 'expired@candidate.example'
    `
    expect(orphans?.count).toBe(0)
  })
})

describe('a candidate’s withdrawal (ADR 025)', () => {
  it('finds the application of a link, withdraws it with its e-mails, writes the company’s notices', async () => {
    await owner`
      update companies set applications_email = 'rh@lumen.example',
        applications_webhook_url = 'https://ats.example/hook', applications_webhook_secret = ${'k'.repeat(32)}
      where id = ${SEED.completeCompany.id}
    `
    const application = newApplication('withdrawn')
    // With the recruiters' e-mail and the received event: both go with the application.
    await insertApplicationWithEmail(sql, application, () => ({
      confirmation: email('withdrawn'),
      recruiter: { ...email('recruiters'), toAddress: 'rh@lumen.example' },
      webhookData: { application: { first_name: 'Ada' } },
    }))
    const [row] = await owner<{ id: string }[]>`
      select id from applications where idempotency_key = ${application.idempotencyKey}
    `
    const id = row?.id ?? ''
    expect(await findApplicationToWithdraw(sql, id)).toMatchObject({ id, companySlug: SEED.completeCompany.slug })

    const target = { applicationId: id, companySlug: SEED.completeCompany.slug }
    const withdrawn = await withdrawApplication(sql, target, async (gone) => companyNotices(gone, 'https://x.example'))
    expect(withdrawn).toMatchObject({
      id,
      cvKey: application.cvKey,
      applicationsEmail: 'rh@lumen.example',
    })
    expect(await withdrawApplication(sql, target, async (gone) => companyNotices(gone, 'https://x.example'))).toBeNull()
    const left = await owner`
      select (select count(*)::int from applications where id = ${id}) as applications,
        (select count(*)::int from email_outbox where application_id = ${id}
          or to_address = 'withdrawn@candidate.example') as emails,
        (select count(*)::int from webhook_deliveries where application_id = ${id}) as received,
        (select count(*)::int from email_outbox where dedupe_key = ${`withdrawal:${id}`}) as notices,
        (select count(*)::int from webhook_deliveries where event_type = 'application.withdrawn'
          and payload -> 'application' ->> 'id' = ${id}) as events
    `
    expect(left).toEqual([{ applications: 0, emails: 0, received: 0, notices: 1, events: 1 }])

    // The CV object's removal: the queue the withdrawal filled, read and emptied.
    expect(await queuedCvObjects(sql, 10)).toEqual([application.cvKey])
    await forgetQueuedCvObjects(sql, [application.cvKey])
    expect(await queuedCvObjects(sql, 10)).toEqual([])
  })

  it('withdraw_application and the purge functions are the Worker’s only: not executable by PUBLIC', async () => {
    const functions = await owner<{ name: string; publicExecute: boolean; workerExecute: boolean }[]>`
      select p.proname as name,
        exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')
          as "publicExecute",
        has_function_privilege('career_site_worker', p.oid, 'execute') as "workerExecute"
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and p.proname in ('withdraw_application', 'delete_expired_applications', 'redact_finished_emails')
      order by p.proname
    `
    expect(functions).toEqual([
      { name: 'delete_expired_applications', publicExecute: false, workerExecute: true },
      { name: 'redact_finished_emails', publicExecute: false, workerExecute: true },
      { name: 'withdraw_application', publicExecute: false, workerExecute: true },
    ])
  })
})

/**
 * Two applications with their confirmation e-mail, `${prefix}expired` past its retention and
 * `${prefix}kept` not. The Worker cannot set retain_until: only time (here, the owner) makes
 * an application expire.
 */
async function insertExpiredAndKept(prefix: string) {
  const expired = newApplication(`${prefix}expired`)
  const kept = newApplication(`${prefix}kept`)
  await insertApplicationWithEmail(sql, expired, () => confirmationOnly(`${prefix}expired`))
  await insertApplicationWithEmail(sql, kept, () => confirmationOnly(`${prefix}kept`))
  await owner`
    update applications set retain_until = now() - interval '1 minute'
    where idempotency_key = ${expired.idempotencyKey}
  `
  return { expired, kept }
}

describe('deleting and forgetting personal data, only when due', () => {
  async function expiredAndKept() {
    const { expired, kept } = await insertExpiredAndKept('fn-')
    const ids = await owner<{ id: string; key: string }[]>`
      select id, idempotency_key as key from applications
      where idempotency_key in ${owner([expired.idempotencyKey, kept.idempotencyKey])}
    `
    const idOf = (key: string) => ids.find((row) => row.key === key)?.id ?? ''
    return { expired: idOf(expired.idempotencyKey), kept: idOf(kept.idempotencyKey) }
  }

  it('a DELETE of an application, expired or not, is refused: the role has no DELETE', async () => {
    const { expired, kept } = await expiredAndKept()
    for (const id of [kept, expired]) {
      await expect(sql`delete from applications where id = ${id}`).rejects.toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      })
    }
    const [left] = await owner`select count(*)::int as n from applications where id in ${owner([expired, kept])}`
    expect(left?.n).toBe(2)
  })

  it('delete_expired_applications deletes the expired ones among the ids it is given, no other', async () => {
    const { expired, kept } = await expiredAndKept()
    const deleted = await sql`select delete_expired_applications(${`{${expired},${kept}}`}::uuid[]) as id`
    expect(deleted.map((row) => row.id)).toEqual([expired])
    const left = await owner`select id from applications where id in ${owner([expired, kept])}`
    expect(left.map((row) => row.id)).toEqual([kept])
  })

  it('finished e-mails lose their recipient and message after 7 days; status, provider id and dates stay', async () => {
    const labels = ['audit-old-sent', 'audit-old-failed', 'audit-recent-sent', 'audit-old-pending']
    for (const label of labels) {
      await queueSavedJobEmail(sql, {
        ...email(label),
        jobId: SEED.completeJob,
        dedupeKey: `saved_job:${label}@x.example`,
      })
    }
    // Only time (here, the owner) ages an e-mail.
    await owner`
      update email_outbox set
        status = case when to_address like '%-failed@%' then 'failed'
          when to_address like '%-pending@%' then 'pending' else 'sent' end,
        provider_id = 'provider-' || split_part(to_address, '@', 1),
        sent_at = case when to_address like '%-sent@%' then now() end,
        next_attempt_at = now(),
        created_at = now() - interval '8 days'
      where to_address like 'audit-%'
    `
    await owner`
      update email_outbox set sent_at = sent_at - interval '8 days', next_attempt_at = now() - interval '8 days'
      where to_address like 'audit-old-%'
    `
    const before = await owner`select id from email_outbox where to_address like 'audit-%' order by to_address`

    expect(await redactFinishedEmails(sql)).toEqual({ redacted: 2 })
    const rows = await owner`
      select to_address, subject, html_body, text_body, status, provider_id, sent_at is not null as sent,
        dedupe_key like '%@%' as names_address
      from email_outbox where id in ${owner(before.map((row) => row.id))}
      order by provider_id
    `
    const cleared = { to_address: '', subject: '', html_body: '', text_body: '', names_address: false }
    const kept = (label: string) => ({
      to_address: `${label}@candidate.example`,
      subject: `Subject ${label}`,
      html_body: `<p>${label}</p>`,
      text_body: label,
      names_address: true,
    })
    expect(rows).toEqual([
      { ...cleared, status: 'failed', provider_id: 'provider-audit-old-failed', sent: false },
      { ...kept('audit-old-pending'), status: 'pending', provider_id: 'provider-audit-old-pending', sent: false },
      { ...cleared, status: 'sent', provider_id: 'provider-audit-old-sent', sent: true },
      { ...kept('audit-recent-sent'), status: 'sent', provider_id: 'provider-audit-recent-sent', sent: true },
    ])
    // A second run has nothing left to clear.
    expect(await redactFinishedEmails(sql)).toEqual({ redacted: 0 })
  })
})

describe('everything else is refused', () => {
  const snapshot = () => owner`
    select (select md5(string_agg(c::text, ',' order by c.id)) from companies c) as companies,
      (select md5(string_agg(j::text, ',' order by j.id)) from jobs j) as jobs,
      (select md5(string_agg(a::text, ',' order by a.id)) from applications a) as applications,
      (select md5(string_agg(o::text, ',' order by o.id)) from email_outbox o) as outbox,
      (select md5(string_agg(w::text, ',' order by w.id)) from webhook_deliveries w) as webhooks,
      (select md5(string_agg(s::text, ',' order by s.company_id)) from company_job_stats s) as stats,
      (select md5(string_agg(f::text, ',' order by f::text)) from company_job_facets f) as facets,
      (select md5(string_agg(q::text, ',' order by q.cv_key)) from cv_objects_to_delete q) as queued_cvs
  `
  let before: Awaited<ReturnType<typeof snapshot>>
  beforeAll(async () => {
    before = await snapshot()
  })

  const job = SEED.completeJob
  const company = SEED.completeCompany.id
  const refused: [string, string][] = [
    ['UPDATE companies', `update companies set name = 'Pwned' where id = '${company}'`],
    ['DELETE companies', `delete from companies where id = '${company}'`],
    ['INSERT companies', `insert into companies (slug, name, workspace_id) values ('pwned', 'Pwned', '${WORKSPACE}')`],
    ['UPDATE jobs', `update jobs set status = 'closed' where id = '${job}'`],
    ['DELETE jobs', `delete from jobs where id = '${job}'`],
    [
      'INSERT jobs',
      `insert into jobs (company_id, workspace_id, title) values ('${company}', '${WORKSPACE}', 'Pwned')`,
    ],
    ['UPDATE applications', `update applications set email = 'pwned@example.org'`],
    ['DELETE applications', 'delete from applications'],
    ['reading candidates’ details', 'select first_name, email, phone_e164, cover_letter from applications'],
    ['reading a candidate’s name alone', 'select last_name from applications'],
    ['reading an application’s language or CV file name', 'select locale, cv_file_name from applications'],
    [
      'queuing a CV object for deletion (only withdraw_application does)',
      `insert into cv_objects_to_delete values ('x')`,
    ],
    ['UPDATE cv_objects_to_delete', `update cv_objects_to_delete set cv_key = 'x'`],
    ['TRUNCATE cv_objects_to_delete', 'truncate cv_objects_to_delete'],
    ['INSERT applications with its own retention', 'insert into applications (retain_until) values (now())'],
    ['UPDATE of an e-mail’s message', `update email_outbox set to_address = 'pwned@example.org'`],
    ['DELETE email_outbox', 'delete from email_outbox'],
    // The job list's counters (ADR 019, 021): read only; triggers keep them.
    ...['company_job_stats', 'company_job_facets', 'company_job_facet_spellings'].flatMap(
      (table): [string, string][] => [
        [`UPDATE ${table}`, `update ${table} set company_id = company_id`],
        [`DELETE ${table}`, `delete from ${table}`],
        [`INSERT ${table}`, `insert into ${table} (company_id) values ('${company}')`],
      ],
    ),
    // Their writers run with their owner's rights: nobody may call them with made-up changes.
    ['apply_company_job_stats', `select apply_company_job_stats('[]')`],
    ['apply_company_job_facets', `select apply_company_job_facets('[]')`],
    ['changing an alert’s address', `update job_alerts set email = 'pwned@example.org'`],
    ['changing an alert’s criteria', `update job_alerts set q = 'pwned'`],
    [
      'an alert born confirmed',
      `insert into job_alerts (company_id, email, locale, confirmed_at, next_digest_at)
      values ('${company}', 'pwned@example.org', 'fr', now(), now())`,
    ],
    ['rewriting the record of sent offers', 'update job_alert_sent_jobs set sent_at = now()'],
    ['moving an e-mail to another alert', 'update email_outbox set job_alert_id = null'],
    ['TRUNCATE job_alerts', 'truncate job_alerts cascade'],
    ['TRUNCATE companies', 'truncate companies cascade'],
    ['TRUNCATE jobs', 'truncate jobs cascade'],
    ['TRUNCATE applications', 'truncate applications cascade'],
    ['TRUNCATE email_outbox', 'truncate email_outbox'],
    ['UPDATE of a webhook event’s payload', `update webhook_deliveries set payload = '{}'`],
    ['UPDATE of a webhook event’s company', `update webhook_deliveries set company_id = '${company}'`],
    ['DELETE webhook_deliveries', 'delete from webhook_deliveries'],
    ['TRUNCATE webhook_deliveries', 'truncate webhook_deliveries'],
    ['reading a webhook event’s last error', 'select last_error from webhook_deliveries'],
    ['CREATE TABLE', 'create table public.worker_made (id integer)'],
    ['ALTER TABLE', 'alter table jobs add column pwned text'],
    ['DROP TABLE', 'drop table email_outbox'],
    ['reading the local migration log', 'select * from embedded.applied_scripts'],
  ]

  it.each(refused)('%s', async (_label, statement) => {
    await expect(sql.unsafe(statement)).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
  })

  it('CREATE ROLE and CREATE DATABASE', async () => {
    await expect(sql.unsafe('create role pwned')).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
    await expect(sql.unsafe('create database pwned')).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
  })

  it('left every row as it was', async () => {
    expect(await snapshot()).toEqual(before)
  })
})

describe('slow queries time out instead of hanging a request', () => {
  it('has a 5 s statement timeout, a 2 s lock timeout and a 10 s idle-in-transaction timeout', async () => {
    const [settings] = await sql`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
        current_setting('idle_in_transaction_session_timeout') as idle
    `
    expect(settings).toEqual({ statement: '5s', lock: '2s', idle: '10s' })
    const [shown] = await sql`show statement_timeout`
    expect(shown).toEqual({ statementTimeout: '5s' })
  })

  it('cancels a statement after 5 s', async () => {
    const started = Date.now()
    await expect(sql`select pg_sleep(6)`).rejects.toMatchObject({ code: QUERY_CANCELED })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(4_900)
    expect(elapsed).toBeLessThan(6_000)
  })

  it('gives up waiting for a lock after 2 s', async () => {
    const { fired: held, fire: release } = signal()
    const { fired: isLocked, fire: locked } = signal()
    const holder = owner.begin(async (tx) => {
      await tx`lock table companies in access exclusive mode`
      locked()
      await held
    })
    try {
      await isLocked
      const started = Date.now()
      await expect(getCompanyBySlug(sql, SEED.completeCompany.slug)).rejects.toMatchObject({
        code: LOCK_NOT_AVAILABLE,
      })
      expect(Date.now() - started).toBeLessThan(4_000)
    } finally {
      release()
      await holder
    }
  })
})
