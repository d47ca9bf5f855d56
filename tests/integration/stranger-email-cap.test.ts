import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type JobAlertCriteria, NO_CRITERIA } from '#domain/job-alert.ts'
import { RequestDatabase, type Sql } from '#server/db/client.ts'
import {
  deletePastStrangerEmailCounts,
  STRANGER_EMAILS_PER_ADDRESS_PER_DAY,
  withStrangerEmail,
} from '#server/db/queries/stranger-email-cap.ts'
import { queueSavedJobEmail } from '#server/features/deliveries/email-outbox.ts'
import { JOB_ALERT_RULES, sendJobAlertDigests, subscribeToJobAlerts } from '#server/services/job-alerts.ts'
import { submitApplication } from '#server/services/submit-application.ts'
import { openCvBucket } from './cv-bucket.ts'
import { COMPANY, CONFIG, jobAlertDatabase } from './job-alert-fixtures.ts'
import { formApplication } from './submitted-application.ts'

/**
 * The one cap on e-mails a visitor can make the site send to an address (ADR 039): alert
 * confirmations, their re-sends and saved jobs together, at most 10 a UTC day, under any
 * concurrency. Each request here runs on a connection of its own, as the Worker's do, on
 * the Worker's role.
 */
const db = jobAlertDatabase('career_stranger_email_cap')
const CAP = STRANGER_EMAILS_PER_ADDRESS_PER_DAY

/** Every e-mail queued to `address` (any case), of any kind. */
async function emailsTo(address: string) {
  const rows = await db.owner()<{ kind: string }[]>`
    select kind from email_outbox where lower(to_address) = lower(${address})
  `
  return rows.map((row) => row.kind)
}

/** Every e-mail queued to an address whose text matches `pattern` (a LIKE pattern), by kind. */
async function emailsLike(pattern: string) {
  const rows = await db.owner()<{ kind: string }[]>`
    select kind from email_outbox where lower(to_address) like ${pattern} order by kind
  `
  return rows.map((row) => row.kind)
}

/** `work` on a connection of its own, closed after it: what one Worker request has. */
async function onOwnConnection<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const database = new RequestDatabase(db.workerUrl())
  try {
    return await work(database.sql)
  } finally {
    await database.close()
  }
}

const subscribe = (email: string, criteria: JobAlertCriteria = NO_CRITERIA) =>
  onOwnConnection((sql) => subscribeToJobAlerts(sql, CONFIG, { locale: 'fr', company: COMPANY, email, criteria }))

const saveJob = (address: string, jobId: string) =>
  onOwnConnection((sql) =>
    queueSavedJobEmail(sql, {
      toAddress: address,
      subject: 'Offre sauvegardée',
      htmlBody: '<p>offre</p>',
      textBody: 'offre',
      locale: 'fr',
      jobId,
      dedupeKey: `saved_job:${jobId}:${address.toLowerCase()}:test`,
    }),
  )

describe('at most 10 e-mails a day to an address a visitor types', () => {
  it('30 concurrent subscriptions to one address, from 30 connections: exactly 10 confirmations', async () => {
    const tried = 30
    const outcomes = await Promise.all(
      Array.from({ length: tried }, (_, n) =>
        subscribe(n % 2 ? 'victim@example.org' : 'VICTIM@example.org', { ...NO_CRITERIA, city: `Ville ${n}` }),
      ),
    )
    const received = (await emailsTo('victim@example.org')).length
    console.info(`Concurrent subscriptions tried: ${tried}; e-mails received: ${received}`)
    expect(received).toBe(CAP)
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(CAP)
    expect(outcomes.filter((outcome) => outcome === 'capped')).toHaveLength(tried - CAP)
    // A refused subscription leaves nothing behind: no alert without its confirmation.
    expect(await db.alerts()).toHaveLength(CAP)
  })

  it('saved jobs and subscriptions share the cap: 40 concurrent requests, 10 e-mails', async () => {
    const jobs = await Promise.all(Array.from({ length: 20 }, (_, n) => db.addJob({ title: `Poste ${n}` })))
    const results = await Promise.all([
      ...jobs.map((jobId) => saveJob('mixed@example.org', jobId)),
      ...jobs.map((_, n) => subscribe('mixed@example.org', { ...NO_CRITERIA, q: `poste ${n}` })),
    ])
    expect(await emailsTo('mixed@example.org')).toHaveLength(CAP)
    expect(results.filter((result) => result === 'capped')).toHaveLength(40 - CAP)
  })

  it('a saved job twice is one e-mail and takes one from the allowance', async () => {
    const jobId = await db.addJob({ title: 'Comptable' })
    expect(await saveJob('twice@example.org', jobId)).toEqual({ queued: true })
    expect(await saveJob('twice@example.org', jobId)).toEqual({ queued: false })
    const [row] = await db.owner()`select sent from stranger_email_counts`
    expect(row?.sent).toBe(1)
  })

  it('re-sent confirmations count: the 11th is refused and the alert keeps its last sending date', async () => {
    expect(await subscribe('resend@example.org')).toBe('created')
    const age = JOB_ALERT_RULES.resendAfterSeconds + 1
    for (let resend = 1; resend < CAP; resend++) {
      await db.owner()`update job_alerts set confirmation_sent_at = now() - ${age} * interval '1 second'`
      expect(await subscribe('resend@example.org')).toBe('resent')
    }
    await db.owner()`update job_alerts set confirmation_sent_at = now() - ${age} * interval '1 second'`
    expect(await subscribe('resend@example.org')).toBe('capped')
    expect(await db.outbox('alert_confirmation')).toHaveLength(CAP)
    const [alert] = await db.owner()`
      select confirmation_sent_at < now() - interval '15 minutes' as old from job_alerts
    `
    expect(alert?.old).toBe(true)
  })

  it('digests, which the address asked for by confirming, are neither counted nor refused', async () => {
    await db.dueAlert('reader@example.org')
    const jobs = await Promise.all(Array.from({ length: CAP }, (_, n) => db.addJob({ title: `Offre ${n}` })))
    for (const jobId of jobs.slice(1)) expect(await saveJob('reader@example.org', jobId)).toEqual({ queued: true })
    expect(await saveJob('reader@example.org', jobs[0] ?? '')).toBe('capped')
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1 })
    expect((await emailsTo('reader@example.org')).sort()).toEqual([
      'alert_confirmation',
      'alert_digest',
      ...Array(CAP - 1).fill('saved_job'),
    ])
  })

  it('another address, or the same one tomorrow, has its own allowance', async () => {
    const jobId = await db.addJob({ title: 'Magasinier' })
    for (let n = 0; n < CAP; n++)
      expect(await subscribe('full@example.org', { ...NO_CRITERIA, q: `${n}` })).not.toBe('capped')
    expect(await saveJob('full@example.org', jobId)).toBe('capped')
    expect(await saveJob('other@example.org', jobId)).toEqual({ queued: true })
    await db.owner()`update stranger_email_counts set day = day - 1`
    expect(await saveJob('full@example.org', jobId)).toEqual({ queued: true })
  })

  it('keeps a hash of the address, never the address; past days are deleted', async () => {
    const jobId = await db.addJob({ title: 'Chauffeur' })
    await saveJob('Private.Person@example.org', jobId)
    const rows = await db.owner()<{ addressHash: Buffer; sent: number }[]>`
      select address_hash as "addressHash", sent from stranger_email_counts
    `
    const hash = createHash('sha256').update('private.person@example.org').digest()
    expect(rows).toEqual([{ addressHash: hash, sent: 1 }])
    const [text] = await db.owner()`
      select count(*)::int as n from stranger_email_counts t where t::text ilike '%example.org%'
    `
    expect(text?.n).toBe(0)
    await db.owner()`insert into stranger_email_counts values (${hash}, current_date - 3, 4)`
    expect(await deletePastStrangerEmailCounts(db.worker())).toEqual({ deleted: 1 })
    expect(await db.owner()`select sent from stranger_email_counts`).toHaveLength(1)
  })

  it("an e-mail taken by an open transaction holds up nobody's, and one that fails is given back", async () => {
    // The counter was once taken inside the transaction: its row stayed locked until the
    // commit, and a flood of requests to one address timed out on the lock (503, not 429).
    let started: () => void = () => undefined
    let finish: () => void = () => undefined
    const hasStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    const open = onOwnConnection((sql) =>
      withStrangerEmail(
        sql,
        'busy@example.org',
        async () => {
          started()
          await finished
          throw new Error('the e-mail could not be queued')
        },
        () => true,
      ),
    )
    await hasStarted
    // On the Worker's role, whose lock_timeout (2 s) would fail a wait for the open one.
    const meanwhile = await onOwnConnection((sql) =>
      withStrangerEmail(
        sql,
        'busy@example.org',
        async () => 'sent',
        () => true,
      ),
    )
    expect(meanwhile).toBe('sent')
    const sent = async () => (await db.owner()`select sent from stranger_email_counts`)[0]?.sent
    expect(await sent()).toBe(2)
    finish()
    await expect(open).rejects.toThrow('the e-mail could not be queued')
    expect(await sent()).toBe(1)
  })

  it('counts the mailbox, not its spelling: +tags, a trailing dot, case, and dots at Gmail', async () => {
    const jobs = await Promise.all(Array.from({ length: 16 }, (_, n) => db.addJob({ title: `Spelling ${n}` })))
    const spellings = {
      '%spelt%example.org%': ['spelt@example.org', 'spelt+0@example.org', 'SPELT+5@Example.org', 'spelt@example.org.'],
      '%s%p%e%l%t%@g%mail.com%': [
        's.p.e.l.t@gmail.com',
        'spelt+x@googlemail.com',
        'S.Pelt@GMAIL.com.',
        'spelt@gmail.com',
      ],
    }
    const results = await Promise.all(
      Object.values(spellings).flatMap((addresses) =>
        jobs.map((jobId, n) => saveJob(addresses[n % addresses.length] ?? '', jobId)),
      ),
    )
    for (const pattern of Object.keys(spellings)) expect(await emailsLike(pattern)).toHaveLength(CAP)
    expect(results.filter((result) => result === 'capped')).toHaveLength(2 * (jobs.length - CAP))
  })
})

describe('application confirmations take from the same allowance', () => {
  let cvBucket: Awaited<ReturnType<typeof openCvBucket>> | undefined
  beforeAll(async () => {
    cvBucket = await openCvBucket()
  }, 60_000)
  afterAll(async () => {
    await cvBucket?.dispose()
  })
  // The file's other tests delete the company's jobs before each: its applications go first.
  afterEach(async () => {
    await db.owner()`delete from applications where company_id = ${COMPANY.id}`
  })

  const apply = (jobId: string, email: string) =>
    onOwnConnection((sql) => {
      const application = formApplication('Cap', { jobId, companySlug: COMPANY.slug })
      return submitApplication(
        {
          sql,
          bucket: cvBucket?.bucket as R2Bucket,
          links: { origin: CONFIG.publicOrigin, secret: CONFIG.linkSigningSecret },
        },
        { ...application, fields: { ...application.fields, email } },
      )
    })

  it('10 subscriptions, then 11 concurrent applications with that address: all 11 stored, no 11th e-mail', async () => {
    const jobId = await db.addJob({ title: 'Candidature' })
    for (let n = 0; n < CAP; n++)
      expect(await subscribe('applicant@example.org', { ...NO_CRITERIA, q: `${n}` })).toBe('created')
    const outcomes = await Promise.all(
      Array.from({ length: 11 }, (_, n) => apply(jobId, n % 2 ? 'applicant+cv@example.org' : 'applicant@example.org')),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(11).fill('created'))
    const [stored] = await db.owner()`select count(*)::int as n from applications where job_id = ${jobId}`
    expect(stored?.n).toBe(11)
    expect(await emailsLike('applicant%@example.org')).toEqual(Array(CAP).fill('alert_confirmation'))
  })

  it('15 concurrent applications from a fresh address: 10 confirmations, 15 applications', async () => {
    const jobId = await db.addJob({ title: 'Candidature rapide' })
    const outcomes = await Promise.all(Array.from({ length: 15 }, () => apply(jobId, 'fresh.applicant@example.org')))
    expect(outcomes.filter((outcome) => outcome.status === 'created')).toHaveLength(15)
    expect(await emailsLike('fresh.applicant@example.org')).toEqual(Array(CAP).fill('application_confirmation'))
  })
})
