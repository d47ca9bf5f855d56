import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { queueApplicationsWaiting } from '#server/features/desk/waiting-reminder.ts'
import { submitApplication } from '#server/services/submit-application.ts'
import { SEED } from './database.ts'
import { OWN_LINKS, setUpOwnDelivery } from './own-delivery-setup.ts'
import { formApplication } from './submitted-application.ts'

/**
 * The Monday reminder: the owners and recruiters of a company with
 * applications waiting more than 14 days without an answer get one e-mail each, in their
 * language, once a week, run by the cron as the Worker's role; none when none wait. Own
 * database: it moves applications back in time.
 */
const own = setUpOwnDelivery('career_desk_waiting_reminder')
/** Monday 30 November 2026, 08:00 in Paris; the Sunday before; the next Monday. */
const MONDAY = new Date('2026-11-30T07:00:00Z')
const SUNDAY = new Date('2026-11-29T07:00:00Z')
const NEXT_MONDAY = new Date('2026-12-07T07:00:00Z')
const DAY_MS = 86_400_000

async function apply(companySlug: string, jobId: string, daysBefore: number): Promise<string> {
  const input = formApplication(`waiting-${randomUUID().slice(0, 8)}`, { jobId, companySlug })
  const outcome = await submitApplication({ sql: own.workerSql(), bucket: own.cv.bucket, links: OWN_LINKS }, input)
  if (outcome.status !== 'created') throw new Error(outcome.status)
  const [row] = await own.owner.sql<{ id: string }[]>`
    update applications set created_at = ${new Date(MONDAY.getTime() - daysBefore * DAY_MS)}
    where idempotency_key = ${input.idempotencyKey} returning id
  `
  return row?.id ?? ''
}

const reminders = () =>
  own.owner.sql<{ toAddress: string; locale: string; subject: string; textBody: string }[]>`
    select to_address, locale, subject, text_body from email_outbox where kind = 'applications_waiting'
    order by to_address, created_at
  `

describe('the Monday reminder of applications waiting for an answer', () => {
  it('lists the waiting ones to each owner and recruiter, once a week; nothing for a company with none', async () => {
    // Every application of the seed's companies answered, so that only this test's wait.
    await own.owner.sql`update applications set answered_at = created_at`
    const waiting = await apply(SEED.completeCompany.slug, SEED.completeJob, 20)
    const answered = await apply(SEED.completeCompany.slug, SEED.completeJob, 20)
    await own.owner.sql`update applications set answered_at = now() where id = ${answered}`
    const recent = await apply(SEED.completeCompany.slug, SEED.completeJob, 3)
    await apply(SEED.sparseCompany.slug, SEED.sparseCompanyJob, 5)

    expect(await queueApplicationsWaiting(own.workerSql(), OWN_LINKS.origin, SUNDAY)).toBe('not due')
    const runs = await Promise.all([
      queueApplicationsWaiting(own.workerSql(), OWN_LINKS.origin, MONDAY),
      queueApplicationsWaiting(own.workerSql(), OWN_LINKS.origin, MONDAY),
    ])
    expect(runs.reduce((sum, run) => sum + (run === 'not due' ? 0 : run.emails), 0)).toBe(2)
    const sent = await reminders()
    expect(sent.map((email) => [email.toAddress, email.locale])).toEqual([
      ['owner@lumen-energie.example', 'fr'],
      ['recruteur@lumen-energie.example', 'fr'],
    ])
    const [first] = sent
    expect(first?.subject).toBe('Lumen Énergie : 1 candidature attend une réponse')
    expect(first?.textBody).toContain(`${OWN_LINKS.origin}/fr/workspace/applications/${waiting}`)
    expect(first?.textBody).not.toContain(answered)
    expect(first?.textBody).not.toContain(recent)
    expect(first?.textBody).not.toContain('Camille')
    // The same week again: nothing; the next Monday: again, while it waits.
    expect(await queueApplicationsWaiting(own.workerSql(), OWN_LINKS.origin, MONDAY)).toEqual({
      companies: 0,
      emails: 0,
    })
    await queueApplicationsWaiting(own.workerSql(), OWN_LINKS.origin, NEXT_MONDAY)
    expect(await reminders()).toHaveLength(4)
  })
})
