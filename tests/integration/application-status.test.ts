import { beforeAll, describe, expect, it } from 'vitest'
import { deleteExpiredApplications } from '#server/db/queries/applications.ts'
import { changeApplicationStatus } from '#server/features/application-status/application-status.ts'
import { getStatusPage } from '#server/features/application-status/status-queries.ts'
import { submitApplication } from '#server/services/submit-application.ts'
import { withdrawAndErase } from '#server/services/withdraw-application.ts'
import { SEED } from './database.ts'
import { setUpOwnDelivery } from './own-delivery-setup.ts'
import { formApplication } from './submitted-application.ts'

/**
 * Application status (ADR 046) through the real services, as the Worker's role, on the
 * real PostgreSQL: the history, its replays and races, the candidate's e-mail and the
 * company's webhook event.
 */
const LINKS = { secret: 'status-test-signing-secret-of-32-chars!', origin: 'https://jobs.example' }
const COMPANY = SEED.completeCompany
const own = setUpOwnDelivery('career_application_status')
beforeAll(async () => {
  await own.owner.sql`
    update companies set applications_webhook_url = 'https://ats.example/hooks',
      applications_webhook_secret = ${'s'.repeat(40)}
    where id = ${COMPANY.id}
  `
})
const { workerSql } = own

async function apply(label: string, locale: 'fr' | 'en' = 'fr') {
  const input = formApplication(label, { locale })
  const outcome = await submitApplication({ sql: workerSql(), bucket: own.cv.bucket, links: LINKS }, input)
  if (outcome.status !== 'created') throw new Error(outcome.status)
  const [row] = await own.owner.sql<
    { id: string }[]
  >`select id from applications where idempotency_key = ${input.idempotencyKey}`
  return row?.id ?? ''
}

const change = (applicationId: string, status: 'in_review' | 'interview' | 'rejected', eventId: string, at: string) =>
  changeApplicationStatus(
    { sql: workerSql(), links: LINKS },
    { applicationId, status, occurredAt: new Date(at), source: 'ats', eventId, message: 'Merci !' },
    COMPANY.id,
  )

/** What an application has: its history, its status e-mails, its status webhook events. */
async function written(applicationId: string) {
  const [counts] = await own.owner.sql<{ events: number; emails: number; webhooks: number }[]>`
    select (select count(*)::int from application_status_events where application_id = ${applicationId}) as events,
      (select count(*)::int from email_outbox where application_id = ${applicationId} and kind = 'application_status') as emails,
      (select count(*)::int from webhook_deliveries where application_id = ${applicationId}
        and event_type = 'application.status_changed') as webhooks
  `
  return counts
}

describe('an application’s status history', () => {
  it('starts with `received`, written with the application by the candidate', async () => {
    const id = await apply('received')
    expect((await getStatusPage(workerSql(), COMPANY.slug, id))?.events).toEqual([
      { status: 'received', occurredAt: expect.any(Date), source: 'candidate', message: null },
    ])
  })

  it('applies a change: one row, one e-mail to the candidate in their language, one webhook event', async () => {
    const id = await apply('applied', 'en')
    expect(await change(id, 'interview', 'evt-1', '2030-01-01T10:00:00Z')).toMatchObject({ status: 'applied' })
    expect(await written(id)).toEqual({ events: 2, emails: 1, webhooks: 1 })
    const [email] = await own.owner.sql<{ toAddress: string; subject: string; textBody: string; locale: string }[]>`
      select to_address, subject, text_body, locale from email_outbox where application_id = ${id} and kind = 'application_status'
    `
    expect(email).toMatchObject({ toAddress: 'applied@candidate.example', locale: 'en' })
    expect(email?.subject).toMatch(/^Your application at .+: Interview$/)
    expect(email?.textBody).toContain(
      `Follow my application: https://jobs.example/en/${COMPANY.slug}/application?token=`,
    )
    const [event] = await own.owner.sql<{ payload: { status: Record<string, unknown> } }[]>`
      select payload from webhook_deliveries where application_id = ${id} and event_type = 'application.status_changed'
    `
    expect(event?.payload.status).toEqual({
      value: 'interview',
      occurred_at: '2030-01-01T10:00:00.000Z',
      source: 'ats',
      event_id: 'evt-1',
      message: 'Merci !',
    })
  })

  it('a replay of an event changes nothing, and neither does the same event twice at once', async () => {
    const id = await apply('replayed')
    await change(id, 'in_review', 'evt-replay', '2030-01-01T10:00:00Z')
    expect(await change(id, 'rejected', 'evt-replay', '2030-01-02T10:00:00Z')).toEqual({ status: 'replay' })
    expect(await written(id)).toEqual({ events: 2, emails: 1, webhooks: 1 })

    const other = await apply('raced')
    const outcomes = await Promise.all([
      change(other, 'interview', 'evt-race', '2030-01-01T10:00:00Z'),
      change(other, 'interview', 'evt-race', '2030-01-01T10:00:00Z'),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['applied', 'replay'])
    expect(await written(other)).toEqual({ events: 2, emails: 1, webhooks: 1 })
  })

  it('records an event older than the last applied one without applying it or telling anyone', async () => {
    const id = await apply('older')
    await change(id, 'interview', 'evt-new', '2030-01-02T10:00:00Z')
    expect(await change(id, 'in_review', 'evt-old', '2030-01-01T10:00:00Z')).toMatchObject({ status: 'recorded' })
    expect(await written(id)).toEqual({ events: 3, emails: 1, webhooks: 1 })
    const { events = [] } = (await getStatusPage(workerSql(), COMPANY.slug, id)) ?? {}
    expect(events.map((event) => event.status)).toEqual(['received', 'interview'])
  })

  it('e-mails no candidate of a company that turned notifications off; the webhook still goes', async () => {
    await own.owner.sql`update companies set notify_candidates = false where id = ${COMPANY.id}`
    try {
      const id = await apply('quiet')
      expect(await change(id, 'in_review', 'evt-quiet', '2030-01-01T10:00:00Z')).toMatchObject({ status: 'applied' })
      expect(await written(id)).toEqual({ events: 2, emails: 0, webhooks: 1 })
    } finally {
      await own.owner.sql`update companies set notify_candidates = true where id = ${COMPANY.id}`
    }
  })

  it('accepts nothing for a withdrawn application, nor for another company’s; goes with a purged one', async () => {
    const id = await apply('withdrawn')
    expect(
      await changeApplicationStatus(
        { sql: workerSql(), links: LINKS },
        { applicationId: id, status: 'in_review', occurredAt: new Date(), source: 'ats', eventId: 'x', message: null },
        SEED.otherCompany.id,
      ),
    ).toEqual({ status: 'gone' })
    expect(await written(id)).toEqual({ events: 1, emails: 0, webhooks: 0 })
    const withdrawal = await withdrawAndErase(
      { sql: workerSql(), bucket: own.cv.bucket, publicOrigin: LINKS.origin },
      { applicationId: id, companySlug: COMPANY.slug },
    )
    expect(withdrawal.status).toBe('withdrawn')
    expect(await change(id, 'in_review', 'evt-late', '2030-01-01T10:00:00Z')).toEqual({ status: 'gone' })
    expect(await written(id)).toEqual({ events: 0, emails: 0, webhooks: 0 })

    // Purged at the end of its retention: its history goes with it.
    const purged = await apply('purged')
    await change(purged, 'interview', 'evt-purged', '2030-01-01T10:00:00Z')
    await own.owner.sql`update applications set retain_until = now() - interval '1 day' where id = ${purged}`
    expect(await deleteExpiredApplications(workerSql(), [purged])).toBe(1)
    expect(await written(purged)).toEqual({ events: 0, emails: 0, webhooks: 0 })
  })
})
