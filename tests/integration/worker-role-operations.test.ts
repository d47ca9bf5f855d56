import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { getApplicationCv, insertApplicationWithEmail, storedFingerprint } from '#server/db/queries/applications.ts'
import { companiesWithoutDelivery, getCompanyBySlug } from '#server/db/queries/companies.ts'
import { getSitemapCompany, listSitemapCompanies, sitemapJobs } from '#server/db/queries/crawl.ts'
import { getCompanyFeed } from '#server/db/queries/feeds.ts'
import { confirmJobAlert, deleteJobAlert, getJobAlertPage } from '#server/db/queries/job-alerts.ts'
import { countJobs, listJobFacets, listJobPage } from '#server/db/queries/job-list.ts'
import { getJobDetail, getJobWithCompanyName } from '#server/db/queries/jobs.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { companyMessages } from '#server/features/deliveries/company-delivery.ts'
import { deliverDueEmails, purgeExpiredApplications } from '#server/features/deliveries/email-delivery.ts'
import { queueSavedJobEmail } from '#server/features/deliveries/email-outbox.ts'
import { queueWebhookEvent } from '#server/features/deliveries/webhook-deliveries.ts'
import { deliverDueWebhooks, MAX_WEBHOOK_ATTEMPTS } from '#server/features/deliveries/webhook-delivery.ts'
import { runJobAlerts, subscribeToJobAlerts } from '#server/services/job-alerts.ts'
import { SEED } from './database.ts'
import {
  confirmationOnly,
  email,
  newApplication,
  RESEND,
  setUpWorkerRoleDatabase,
  WORKSPACE,
} from './worker-role-database.ts'

// Every operation of the Worker, through its restricted role (the role and its database: worker-role-database.ts).
const { sql, owner, insertExpiredAndKept } = setUpWorkerRoleDatabase('operations')

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
    // Leased for 2 minutes (ADR 040).
    for (const lease of leases) expect(lease.getTime()).toBeGreaterThan(started + 60_000)

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
      update companies set applications_webhook_url = 'https://ats.example.com/hook',
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
    expect(await deliverDueWebhooks(sql, { fetch: stubFetch })).toEqual({ sent: 1, failed: 1, retried: 1, released: 0 })
    expect(await concurrentRun).toEqual({ sent: 0, failed: 0, retried: 0, released: 0 })
    // By id: a finished event keeps ids only (ADR 040), so its label is gone.
    const rows = await owner`
      select id, status, last_status, delivered_at is not null as delivered
      from webhook_deliveries where id in ${owner(Object.values(ids))}
    `
    const byLabel = Object.fromEntries(
      Object.entries(ids).map(([label, id]) => {
        const { id: _, ...outcome } = rows.find((row) => row.id === id) ?? {}
        return [label, outcome]
      }),
    )
    expect(byLabel).toEqual({
      'hook-failed': { status: 'failed', last_status: 503, delivered: false },
      'hook-retried': { status: 'pending', last_status: 503, delivered: false },
      'hook-sent': { status: 'sent', last_status: 202, delivered: true },
    })
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
    expect(await confirmJobAlert(sql, idOf('role-alert@candidate.example'), company.slug)).toBe(true)
    expect((await getJobAlertPage(sql, company.slug, idOf('role-alert@candidate.example')))?.alert).toMatchObject({
      confirmed: true,
      criteria,
    })
    // Only time (here, the owner) makes a digest due or a confirmation old.
    await owner`
      update job_alerts set consented_at = now() - interval '1 year', confirmed_at = now() - interval '1 year',
        next_digest_at = now() - interval '1 second'
      where email = 'role-alert@candidate.example'
    `
    await owner`update job_alerts set confirmation_sent_at = now() - interval '8 days' where email = 'role-expired@candidate.example'`
    expect(await runJobAlerts(sql, links)).toEqual({ expired: 1, alerts: 1, digests: 1, offers: 5 })
    await deleteJobAlert(sql, idOf('role-alert@candidate.example'), company.slug)
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
