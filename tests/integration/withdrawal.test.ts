import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getWithdrawalPage, withdrawApplication } from '#server/db/queries/withdrawals.ts'
import { reconcileCvObjects } from '#server/services/cv-reconciliation.ts'
import { type ApplicationToSubmit, submitApplication } from '#server/services/submit-application.ts'
import { companyNotices, withdrawAndErase } from '#server/services/withdraw-application.ts'
import { checkWithdrawalToken } from '#server/services/withdrawal-link.ts'
import { signal } from '../tools/signal.ts'
import { SEED } from './database.ts'
import { setUpOwnDelivery } from './own-delivery-setup.ts'
import { formApplication } from './submitted-application.ts'

/**
 * A candidate's withdrawal (ADR 025) through the real services: applications submitted
 * and withdrawn by the Worker's role on the real PostgreSQL, CVs in miniflare's R2.
 */
const LINKS = { secret: 'withdrawal-test-signing-secret-of-32-chars', origin: 'https://jobs.example' }
const COMPANY = SEED.completeCompany
const RECRUITERS = 'recrutement@lumen-energie.example'
const own = setUpOwnDelivery('career_withdrawal')
beforeAll(async () => {
  await own.owner.sql`
    update companies set applications_email = ${RECRUITERS},
      applications_webhook_url = 'https://ats.example/hooks', applications_webhook_secret = ${'s'.repeat(40)}
    where id = ${COMPANY.id}
  `
})
const { workerSql } = own

const dependencies = (bucket: R2Bucket = own.cv.bucket) => ({ sql: workerSql(), bucket, publicOrigin: LINKS.origin })

const submit = (input: ApplicationToSubmit) =>
  submitApplication({ sql: workerSql(), bucket: own.cv.bucket, links: LINKS }, input)

/** Submits an application as the form does; returns its id, CV key and withdrawal token. */
async function apply(label: string, jobId: string = SEED.completeJob, companySlug: string = COMPANY.slug) {
  const input = formApplication(label, { jobId, companySlug })
  const { idempotencyKey } = input
  const outcome = await submit(input)
  if (outcome.status !== 'created') throw new Error(`not created: ${outcome.status}`)
  const [row] = await own.owner.sql<{ id: string; cvKey: string; retainUntil: Date }[]>`
    select id, cv_key, retain_until from applications where idempotency_key = ${idempotencyKey}
  `
  if (!row) throw new Error('no row')
  return { ...row, input, token: outcome.withdrawalToken, label }
}

/** Everything left anywhere of an application, its candidate and its CV. */
async function traces(application: Awaited<ReturnType<typeof apply>>) {
  const [counts] = await own.owner.sql<{ applications: number; emails: number; webhooks: number; queued: number }[]>`
    select
      (select count(*)::int from applications where id = ${application.id}) as applications,
      (select count(*)::int from email_outbox where application_id = ${application.id}
        or to_address = ${`${application.label}@candidate.example`}
        or text_body like ${`%${application.label}%`}) as emails,
      (select count(*)::int from webhook_deliveries where application_id = ${application.id}
        or payload::text like ${`%${application.label}%`}) as webhooks,
      (select count(*)::int from cv_objects_to_delete where cv_key = ${application.cvKey}) as queued
  `
  return { ...counts, cvObject: (await own.cv.bucket.head(application.cvKey)) !== null }
}

const notices = (applicationId: string) => own.owner.sql<
  { kind: string; to: string; text: string; payload: unknown }[]
>`
  select 'email' as kind, to_address as to, text_body as text, null::jsonb as payload
    from email_outbox where dedupe_key = ${`withdrawal:${applicationId}`}
  union all
  select 'webhook', null, null, payload from webhook_deliveries
    where event_type = 'application.withdrawn' and payload -> 'application' ->> 'id' = ${applicationId}
  order by kind
`

describe('withdrawing an application', () => {
  it('the token is the application’s, valid until its retention date, for withdrawals only', async () => {
    const application = await apply('token')
    const check = await checkWithdrawalToken(LINKS.secret, application.token)
    expect(check).toEqual({ ok: true, subject: application.id, expiresAt: expect.any(Date) })
    expect(check.ok && Math.abs(check.expiresAt.getTime() - application.retainUntil.getTime())).toBeLessThan(1000)
    // The confirmation e-mail carries it, absolute to the public origin.
    const [email] = await own.owner.sql<{ textBody: string; htmlBody: string }[]>`
      select text_body, html_body from email_outbox where application_id = ${application.id}
    `
    const link = `https://jobs.example/fr/${COMPANY.slug}/withdraw?token=${application.token}`
    expect(email?.textBody).toContain(`Retirer ma candidature et effacer mes données : ${link}`)
    expect(email?.htmlBody).toContain(`href="${link.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
  })

  it('deletes the application, its e-mails and webhook rows and its CV; notifies the company, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const application = await apply('withdrawn')
    // The candidate's confirmation, the recruiters' e-mail and the received event (ADR 023, 024).
    expect(await traces(application)).toEqual({ applications: 1, emails: 2, webhooks: 1, queued: 0, cvObject: true })
    expect((await getWithdrawalPage(workerSql(), COMPANY.slug, application.id))?.application).toMatchObject({
      id: application.id,
      jobId: SEED.completeJob,
      companySlug: COMPANY.slug,
    })

    const outcome = await withdrawAndErase(dependencies(), { applicationId: application.id, companySlug: COMPANY.slug })
    expect(outcome).toEqual({ status: 'withdrawn', cvRemoved: true, jobId: SEED.completeJob })
    expect(await traces(application)).toEqual({ applications: 0, emails: 0, webhooks: 0, queued: 0, cvObject: false })
    expect((await getWithdrawalPage(workerSql(), COMPANY.slug, application.id))?.application).toBeNull()

    const [email, webhook] = await notices(application.id)
    expect(email?.to).toBe(RECRUITERS)
    expect(email?.text).toContain(`Référence : ${application.id}\nPoste : Ingénieur·e photovoltaïque\nReçue le : `)
    expect(email?.text).not.toMatch(/Camille|withdrawn@|\+336|Lettre de/)
    const jobUrl = `https://jobs.example/fr/${COMPANY.slug}/jobs/${SEED.completeJob}`
    expect(webhook?.payload).toEqual({
      application: { id: application.id },
      job: { id: SEED.completeJob, title: 'Ingénieur·e photovoltaïque', url: jobUrl },
      company: { slug: COMPANY.slug },
    })

    // A used link: nothing left to withdraw, nothing more sent.
    const again = await withdrawAndErase(dependencies(), { applicationId: application.id, companySlug: COMPANY.slug })
    expect(again).toEqual({ status: 'already-withdrawn' })
    expect(await notices(application.id)).toHaveLength(2)
    // Logged by reason code only: never the application, its token or its candidate.
    expect(warn.mock.calls).toEqual([['withdrawal refused: already-withdrawn']])
    // The same form posted again (back and resubmit) does not bring it back.
    expect(await submit(application.input)).toEqual({ status: 'withdrawn' })
    const key = application.input.idempotencyKey
    expect(await own.owner.sql`select id from applications where idempotency_key = ${key}`).toHaveLength(0)
  })

  it('concurrent withdrawals of one application: one deletion, one notification, the other already withdrawn', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (let round = 0; round < 4; round++) {
      const application = await apply(`race${round}`)
      const target = { applicationId: application.id, companySlug: COMPANY.slug }
      const outcomes = await Promise.all([1, 2, 3].map(() => withdrawAndErase(dependencies(), target)))
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([
        'already-withdrawn',
        'already-withdrawn',
        'withdrawn',
      ])
      expect(await notices(application.id)).toHaveLength(2)
      expect(await traces(application)).toMatchObject({ applications: 0, emails: 0, webhooks: 0, cvObject: false })
    }
  })

  it('the second of two overlapping withdrawals waits for the first’s lock, then finds nothing', async () => {
    const application = await apply('overlap')
    const target = { applicationId: application.id, companySlug: COMPANY.slug }
    const { fired: held, fire: release } = signal()
    const { fired: hasDeleted, fire: deleted } = signal()
    const first = withdrawApplication(workerSql(), target, async (withdrawn) => {
      deleted()
      await held // The first holds the deleted row's lock, its transaction open.
      return companyNotices(withdrawn, LINKS.origin)
    })
    let second: Promise<unknown> = Promise.resolve()
    try {
      await hasDeleted
      second = withdrawApplication(workerSql(), target, async (withdrawn) => companyNotices(withdrawn, LINKS.origin))
      await vi.waitFor(async () => {
        const waiting = await own.owner.sql`
          select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%withdraw_application%'
        `
        expect(waiting).toHaveLength(1)
      })
    } finally {
      release()
    }
    expect((await first)?.id).toBe(application.id)
    expect(await second).toBeNull()
    expect(await notices(application.id)).toHaveLength(2)
    // The function queued the CV object with the deletion (the service deletes it after the commit).
    expect(await traces(application)).toMatchObject({ applications: 0, queued: 1 })
  })

  it('a link of another company’s application under this company’s URL deletes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const application = await apply('elsewhere')
    const outcome = await withdrawAndErase(dependencies(), {
      applicationId: application.id,
      companySlug: SEED.otherCompany.slug,
    })
    expect(outcome).toEqual({ status: 'other-company' })
    // The candidate's confirmation, the recruiters' e-mail and the received event (ADR 023, 024).
    expect(await traces(application)).toEqual({ applications: 1, emails: 2, webhooks: 1, queued: 0, cvObject: true })
    expect(await notices(application.id)).toHaveLength(0)
  })

  it('a company without address or webhook: withdrawn all the same, nothing to notify', async () => {
    const job = SEED.sparseCompanyJob
    const application = await apply('quiet', job, SEED.sparseCompany.slug)
    const outcome = await withdrawAndErase(dependencies(), {
      applicationId: application.id,
      companySlug: SEED.sparseCompany.slug,
    })
    expect(outcome).toEqual({ status: 'withdrawn', cvRemoved: true, jobId: job })
    expect(await notices(application.id)).toHaveLength(0)
    expect(await traces(application)).toMatchObject({ applications: 0, cvObject: false })
  })

  it('a CV that R2 fails to delete stays queued; the reconciliation deletes it, whatever its age', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const application = await apply('r2-down')
    const failing = { ...own.cv.bucket, delete: async () => Promise.reject(new Error('R2 unavailable')) } as R2Bucket
    const outcome = await withdrawAndErase(dependencies(failing), {
      applicationId: application.id,
      companySlug: COMPANY.slug,
    })
    expect(outcome).toEqual({ status: 'withdrawn', cvRemoved: false, jobId: SEED.completeJob })
    expect(await traces(application)).toMatchObject({ applications: 0, queued: 1, cvObject: true })

    // A year later: far outside the days of keys the reconciliation lists.
    const report = await reconcileCvObjects(workerSql(), own.cv.bucket, {
      now: new Date(Date.now() + 365 * 86_400_000),
    })
    // This one, and any other left queued by this file (the overlap test's, by the query alone).
    expect(report.withdrawnDeleted).toBeGreaterThanOrEqual(1)
    expect(await traces(application)).toMatchObject({ queued: 0, cvObject: false })
    const [left] = await own.owner.sql`select count(*)::int as count from cv_objects_to_delete`
    expect(left?.count).toBe(0)
  })
})

describe('withdrawal tokens that open nothing', () => {
  it('altered, another purpose, expired: refused by the signature check', async () => {
    const application = await apply('tokens')
    const [body = '', signature = ''] = application.token.split('.')
    // The first character: the last one's low bits are padding, and may decode the same.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    expect(await checkWithdrawalToken(LINKS.secret, `${body}.${flipped}`)).toEqual({
      ok: false,
      reason: 'bad-signature',
    })
    expect(await checkWithdrawalToken('another-secret-of-at-least-32-chars!', application.token)).toMatchObject({
      ok: false,
    })
    expect(await checkWithdrawalToken(LINKS.secret, 'not-a-token')).toMatchObject({ ok: false })
    const afterRetention = new Date(application.retainUntil.getTime() + 1000)
    expect(await checkWithdrawalToken(LINKS.secret, application.token, afterRetention)).toEqual({
      ok: false,
      reason: 'expired',
      subject: application.id,
    })
  })

  it('a retried submission of the same form gets the same link', async () => {
    const application = await apply('retried')
    expect(await submit(application.input)).toEqual({ status: 'duplicate', withdrawalToken: application.token })
  })
})
