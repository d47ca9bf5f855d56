import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'
import { RequestDatabase } from '../../server/db/client.ts'
import { insertApplicationWithEmail, storedFingerprint } from '../../server/db/queries/applications.ts'
import { getCompanyBySlug } from '../../server/db/queries/companies.ts'
import { getCompanyFeed, getSitemapCompany, listSitemapCompanies, sitemapJobs } from '../../server/db/queries/crawl.ts'
import { queueSavedJobEmail, redactFinishedEmails } from '../../server/db/queries/email-outbox.ts'
import { countJobs, listJobFacets, listJobPage } from '../../server/db/queries/job-list.ts'
import { getJobDetail, getJobForApplication, getJobWithCompanyName } from '../../server/db/queries/jobs.ts'
import { deliverDueEmails, purgeExpiredApplications, type ResendConfig } from '../../server/services/email-delivery.ts'
import { SEED } from './database.ts'

/**
 * The Worker's database role (supabase/migrations/*_worker_role.sql, ADR 013): every query
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
    expect(await countJobs(sql, scope, search)).toBe(1)
    expect((await listJobFacets(sql, scope)).contract).toHaveLength(5)
    expect(await getJobDetail(sql, SEED.completeJob)).toMatchObject({ id: SEED.completeJob })
    expect(await getJobForApplication(sql, SEED.completeJob)).toMatchObject({ id: SEED.completeJob })
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
    expect(await insertApplicationWithEmail(sql, application, () => email('apply'))).toBe('created')
    expect(await storedFingerprint(sql, application.idempotencyKey)).toBe('b'.repeat(64))
    // A retried submission: ON CONFLICT ... DO NOTHING RETURNING, through the role.
    expect(await insertApplicationWithEmail(sql, application, () => email('apply'))).toBe('exists')

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
    await insertApplicationWithEmail(sql, application, () => email('delivery-sent'))
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

  it('purges expired applications, whose e-mails go with them', async () => {
    const expired = newApplication('expired')
    const kept = newApplication('kept')
    await insertApplicationWithEmail(sql, expired, () => email('expired'))
    await insertApplicationWithEmail(sql, kept, () => email('kept'))
    // The Worker cannot set retain_until: only time (here, the owner) makes an application expire.
    await owner`
      update applications set retain_until = now() - interval '1 minute'
      where idempotency_key = ${expired.idempotencyKey}
    `
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

describe('deleting and forgetting personal data, only when due', () => {
  async function expiredAndKept() {
    const expired = newApplication('fn-expired')
    const kept = newApplication('fn-kept')
    await insertApplicationWithEmail(sql, expired, () => email('fn-expired'))
    await insertApplicationWithEmail(sql, kept, () => email('fn-kept'))
    await owner`
      update applications set retain_until = now() - interval '1 second'
      where idempotency_key = ${expired.idempotencyKey}
    `
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
      (select md5(string_agg(o::text, ',' order by o.id)) from email_outbox o) as outbox
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
    ['INSERT applications with its own retention', 'insert into applications (retain_until) values (now())'],
    ['UPDATE of an e-mail’s message', `update email_outbox set to_address = 'pwned@example.org'`],
    ['DELETE email_outbox', 'delete from email_outbox'],
    ['TRUNCATE companies', 'truncate companies cascade'],
    ['TRUNCATE jobs', 'truncate jobs cascade'],
    ['TRUNCATE applications', 'truncate applications cascade'],
    ['TRUNCATE email_outbox', 'truncate email_outbox'],
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
    let release = () => {}
    const held = new Promise<void>((done) => {
      release = done
    })
    let locked = () => {}
    const isLocked = new Promise<void>((done) => {
      locked = done
    })
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
