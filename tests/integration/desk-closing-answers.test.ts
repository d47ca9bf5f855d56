import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Sql } from '#server/db/client.ts'
import { readAnswerFigures } from '#server/features/desk/answer-statistics.ts'
import { answerClosedOffers, defaultClosingAnswer } from '#server/features/desk/closing-answers.ts'
import { changeStatusFromDesk } from '#server/features/desk/status-changes.ts'
import { submitApplication } from '#server/services/submit-application.ts'
import { SEED } from './database.ts'
import { OWN_LINKS, setUpOwnDelivery } from './own-delivery-setup.ts'
import { formApplication } from './submitted-application.ts'

/**
 * Every candidate answered: an offer closed by hand, by its date or with its
 * space answers its open applications after the company's delay, through the status
 * machinery, run by the cron as the Worker's role; and the "answered within 30 days"
 * figures that follow. Own database: it closes the seed's offers.
 */
const COMPANY = SEED.completeCompany
const own = setUpOwnDelivery('career_desk_closing_answers')
const DAY_MS = 86_400_000
const cron = (sql: Sql, at = new Date()) => answerClosedOffers(sql, OWN_LINKS, at)

/** A new visible offer of the company, so that each test closes its own. */
async function newOffer(): Promise<string> {
  const [job] = await own.owner.sql<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status)
    select id, workspace_id, 'Offre à fermer', 'published' from companies where id = ${COMPANY.id}
    returning id
  `
  return job?.id ?? ''
}

async function apply(jobId: string, label: string, locale: 'fr' | 'en' = 'fr'): Promise<string> {
  const input = formApplication(`${label}-${randomUUID().slice(0, 8)}`, { locale, jobId, companySlug: COMPANY.slug })
  const outcome = await submitApplication({ sql: own.workerSql(), bucket: own.cv.bucket, links: OWN_LINKS }, input)
  if (outcome.status !== 'created') throw new Error(outcome.status)
  const [row] = await own.owner.sql<
    { id: string }[]
  >`select id from applications where idempotency_key = ${input.idempotencyKey}`
  return row?.id ?? ''
}

const setStatus = (jobId: string, status: string) =>
  own.owner.sql`update jobs set status = ${status} where id = ${jobId}`

/** Each application's status and the closing answers it got (events by the system, e-mails). */
async function answersOf(ids: string[]) {
  const rows = await own.owner.sql<
    { id: string; status: string; events: number; emails: number; message: string | null }[]
  >`
    select a.id, a.status,
      (select count(*)::int from application_status_events e where e.application_id = a.id and e.source = 'system') as events,
      (select count(*)::int from email_outbox o where o.application_id = a.id and o.kind = 'application_status') as emails,
      (select e.message from application_status_events e where e.application_id = a.id and e.source = 'system') as message
    from applications a where a.id in ${own.owner.sql(ids)}
  `
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

const queued = async (jobId: string) =>
  (await own.owner.sql`select 1 from closing_answers_due where job_id = ${jobId}`).length

beforeEach(async () => {
  // Each test sets the delay it needs; the company's own messages are unset unless a test writes them.
  await own.owner.sql`
    update companies set closing_answer_delay_days = 0, closing_answer_fr = null, closing_answer_en = null
    where id = ${COMPANY.id}
  `
})

describe('closing answers', () => {
  it('an offer closed by hand with a 0-day delay: its three open applications answered at the next run, once; 100 % answered', async () => {
    const job = await newOffer()
    const ids = [await apply(job, 'fr-1'), await apply(job, 'en-1', 'en'), await apply(job, 'fr-2')]
    const interviewed = await apply(job, 'interviewed')
    await changeStatusFromDesk({ sql: own.owner.sql, links: OWN_LINKS }, COMPANY.id, interviewed, {
      formKey: randomUUID(),
      status: 'interview',
    })
    await changeStatusFromDesk({ sql: own.owner.sql, links: OWN_LINKS }, COMPANY.id, ids[2] ?? '', {
      formKey: randomUUID(),
      status: 'in_review',
    })
    await setStatus(job, 'closed')
    expect(await queued(job)).toBe(1)
    // Two cron runs at once (the cron's retry, a slow run): one answer each.
    const runs = await Promise.all([cron(own.workerSql()), cron(own.workerSql())])
    expect(runs.reduce((sum, run) => sum + run.answered, 0)).toBe(3)
    expect(await answersOf([...ids, interviewed])).toEqual([
      { id: ids[0], status: 'rejected', events: 1, emails: 1, message: defaultClosingAnswer('fr') },
      { id: ids[1], status: 'rejected', events: 1, emails: 1, message: defaultClosingAnswer('en') },
      // Its `in_review` e-mail, then its closing answer.
      { id: ids[2], status: 'rejected', events: 1, emails: 2, message: defaultClosingAnswer('fr') },
      { id: interviewed, status: 'interview', events: 0, emails: 1, message: null },
    ])
    expect(defaultClosingAnswer('en')).toMatch(/^This position is now closed/)
    expect(await queued(job)).toBe(0)
    expect(await cron(own.workerSql())).toMatchObject({ answered: 0 })
    const figures = await readAnswerFigures(
      own.owner.sql,
      COMPANY.id,
      { from: new Date(Date.now() - DAY_MS), to: new Date(Date.now() + DAY_MS) },
      new Date(),
    )
    expect(figures.offers.find((offer) => offer.jobId === job)).toMatchObject({
      counted: 4,
      answeredWithin30Days: 4,
      share: 1,
      medianSeconds: expect.any(Number),
    })
  })

  it('waits for the company’s delay, and uses its own message in the candidate’s language', async () => {
    await own.owner.sql`
      update companies set closing_answer_delay_days = 7, closing_answer_fr = 'Merci, le poste est pourvu.',
        closing_answer_en = 'Thank you, the position is filled.'
      where id = ${COMPANY.id}
    `
    const job = await newOffer()
    const ids = [await apply(job, 'fr'), await apply(job, 'en', 'en')]
    await setStatus(job, 'closed')
    expect(await cron(own.workerSql(), new Date(Date.now() + 6 * DAY_MS))).toMatchObject({ answered: 0 })
    expect((await answersOf(ids)).map((row) => row.status)).toEqual(['received', 'received'])
    await cron(own.workerSql(), new Date(Date.now() + 7 * DAY_MS + 60_000))
    expect((await answersOf(ids)).map((row) => [row.status, row.message])).toEqual([
      ['rejected', 'Merci, le poste est pourvu.'],
      ['rejected', 'Thank you, the position is filled.'],
    ])
  })

  it('skips an application a member answered after the closing, even back to `in_review`', async () => {
    const job = await newOffer()
    const [kept, answered] = [await apply(job, 'kept'), await apply(job, 'answered')]
    await setStatus(job, 'closed')
    await changeStatusFromDesk({ sql: own.owner.sql, links: OWN_LINKS }, COMPANY.id, kept, {
      formKey: randomUUID(),
      status: 'in_review',
    })
    await cron(own.workerSql())
    expect((await answersOf([kept, answered])).map((row) => row.status)).toEqual(['in_review', 'rejected'])
    expect(await queued(job)).toBe(0)
  })

  it('an offer past its closing date answers too; one reopened before the delay answers nobody', async () => {
    await own.owner.sql`update companies set closing_answer_delay_days = 3 where id = ${COMPANY.id}`
    const [expiring, reopened] = [await newOffer(), await newOffer()]
    const ids = [await apply(expiring, 'expiring'), await apply(reopened, 'reopened')]
    await own.owner.sql`update jobs set closes_at = now() - interval '1 minute' where id = ${expiring}`
    await own.workerSql()`select expire_closed_jobs()`
    await setStatus(reopened, 'closed')
    expect([await queued(expiring), await queued(reopened)]).toEqual([1, 1])
    await setStatus(reopened, 'published')
    expect(await queued(reopened)).toBe(0)
    await cron(own.workerSql(), new Date(Date.now() + 3 * DAY_MS + 60_000))
    expect((await answersOf(ids)).map((row) => row.status)).toEqual(['rejected', 'received'])
  })

  it('a space being deleted queues every offer with open applications', async () => {
    const job = await newOffer()
    await apply(job, 'space')
    const [{ queuedOffers } = { queuedOffers: 0 }] = await own.owner.sql<{ queuedOffers: number }[]>`
      select queue_company_closing_answers(${COMPANY.id}) as "queuedOffers"
    `
    expect(queuedOffers).toBeGreaterThanOrEqual(1)
    expect(await queued(job)).toBe(1)
    // The seed's own applications answered with it: leave the queue as other tests expect it.
    await cron(own.workerSql())
    expect(await own.owner.sql`select 1 from closing_answers_due`).toHaveLength(0)
  })
})

describe('"answered within 30 days"', () => {
  it('counts answered ones and those 30 days old; the median is over the answered', async () => {
    const job = await newOffer()
    const [quick, late, waiting, young] = [
      await apply(job, 'quick'),
      await apply(job, 'late'),
      await apply(job, 'waiting'),
      await apply(job, 'young'),
    ]
    // Received 40 days ago: one answered on day 2, one on day 35, one never; one received today.
    await own.owner.sql`
      update applications set created_at = now() - interval '40 days' where id in ${own.owner.sql([quick, late, waiting])}
    `
    await own.owner.sql`update applications set answered_at = created_at + interval '2 days' where id = ${quick}`
    await own.owner.sql`update applications set answered_at = created_at + interval '35 days' where id = ${late}`
    const { offers, overall } = await readAnswerFigures(
      own.owner.sql,
      COMPANY.id,
      { from: new Date(Date.now() - 60 * DAY_MS), to: new Date(Date.now() + DAY_MS) },
      new Date(),
    )
    expect(offers.find((offer) => offer.jobId === job)).toEqual({
      jobId: job,
      title: 'Offre à fermer',
      counted: 3,
      answeredWithin30Days: 1,
      share: 1 / 3,
      medianSeconds: (18.5 * DAY_MS) / 1000,
    })
    expect(overall.counted).toBeGreaterThanOrEqual(3)
    expect(young).toBeTruthy()
  })
})
