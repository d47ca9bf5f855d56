import { msg } from '@lingui/core/macro'
import { getI18n } from '#domain/i18n.ts'
import type { Locale } from '#domain/locale.ts'
import type { Queryable, Sql } from '#server/db/client.ts'
import { changeApplicationStatus } from '#server/features/application-status/application-status.ts'
import type { LinkSigning } from '#server/features/deliveries/link-signing.ts'

/**
 * Every candidate answered (ADR 063): when an offer closes (by hand, by its
 * closing date, or with its space), each application still `received` or `in_review` gets a
 * closing answer once the company's delay has passed (default 7 days, 0 allowed), unless a
 * member or the company's ATS answered it since the closing. The answer is a status change
 * to `rejected` through the existing machinery (ADR 046), by the `system`, with the
 * company's closing message in the candidate's language or the default one: the candidate's
 * e-mail, status page and the company's webhook follow as for any change. Run by the cron.
 */

/** Applications answered per cron run, at most: each is a transaction and an e-mail. */
export const CLOSING_ANSWERS_PER_RUN = 100
/** Offers read per run; one with more open applications than the run's share goes on next run. */
const OFFERS_PER_RUN = 20

/** The default closing message, when the company wrote none in the candidate's language. */
const DEFAULT_CLOSING_ANSWER = msg`Cette offre est maintenant fermée et le recrutement est terminé. Nous avons bien lu votre candidature et vous remercions sincèrement du temps que vous y avez consacré.`

export function defaultClosingAnswer(locale: Locale): string {
  return getI18n(locale)._(DEFAULT_CLOSING_ANSWER)
}

/** The event id of an application's closing answer: one ever, whatever runs it twice. */
const closingEventId = (applicationId: string) => `closing:${applicationId}`

type DueOffer = {
  jobId: string
  companyId: string
  closedAt: Date
  /** The closing's exact time (microseconds), to forget this closing and not a later one. */
  closedAtText: string
  closingAnswerFr: string | null
  closingAnswerEn: string | null
}

/**
 * Still to answer, for an offer closed at `closedAt`: `received` or `in_review`, and no
 * applied change by a member or the ATS recorded since the closing (a member who moved it
 * to `in_review` after the closing is still considering it). Read from `a`.
 */
const stillOpen = (sql: Queryable, closedAt: Date) => sql`
  a.status in ('received', 'in_review')
  and not exists (
    select from application_status_events e
    where e.application_id = a.id and e.applied and e.source in ('recruiter', 'ats') and e.recorded_at >= ${closedAt}
  )
`

/** Offers whose delay has passed at `now`, oldest closing first. */
function dueOffers(sql: Sql, now: Date) {
  return sql<DueOffer[]>`
    select q.job_id, q.company_id, q.closed_at, q.closed_at::text as closed_at_text, c.closing_answer_fr,
      c.closing_answer_en
    from closing_answers_due q join companies c on c.id = q.company_id
    -- A deleted space's candidates are answered at once: its data is erased after 30 days (ADR 067).
    where (q.closed_at + make_interval(days => c.closing_answer_delay_days) <= ${now} or c.deleted_at is not null)
    order by q.closed_at
    limit ${OFFERS_PER_RUN}
  `
}

function openApplications(sql: Sql, offer: DueOffer, limit: number) {
  return sql<{ id: string; locale: Locale }[]>`
    select a.id, a.locale from applications a
    where a.job_id = ${offer.jobId} and ${stillOpen(sql, offer.closedAt)}
    order by a.created_at, a.id
    limit ${limit}
  `
}

/** What a run did: closing answers sent, offers finished (forgotten), and those left for the next run. */
export type ClosingRun = { answered: number; offersDone: number; offersLeft: number }

export async function answerClosedOffers(sql: Sql, links: LinkSigning, now: Date): Promise<ClosingRun> {
  const run: ClosingRun = { answered: 0, offersDone: 0, offersLeft: 0 }
  for (const offer of await dueOffers(sql, now)) {
    const budget = CLOSING_ANSWERS_PER_RUN - run.answered
    if (budget <= 0) {
      run.offersLeft += 1
      continue
    }
    const applications = await openApplications(sql, offer, budget + 1)
    for (const application of applications.slice(0, budget)) {
      const own = application.locale === 'en' ? offer.closingAnswerEn : offer.closingAnswerFr
      const outcome = await changeApplicationStatus(
        { sql, links },
        {
          applicationId: application.id,
          status: 'rejected',
          occurredAt: now,
          source: 'system',
          eventId: closingEventId(application.id),
          message: own ?? defaultClosingAnswer(application.locale),
        },
        offer.companyId,
        // Decided again under the application's lock: a member may be answering it right now.
        {
          stillDue: async (_, tx) =>
            (await tx`select from applications a where a.id = ${application.id} and ${stillOpen(tx, offer.closedAt)}`)
              .length > 0,
        },
      )
      if (outcome.status === 'applied') run.answered += 1
      if (outcome.status === 'unavailable') throw new Error('closing answer: database unavailable')
    }
    if (applications.length > budget) {
      run.offersLeft += 1
      continue
    }
    // Answered, or answered by someone else meanwhile: forgotten unless it closed again since.
    // Compared as text: postgres.js would send a timestamptz parameter in milliseconds.
    await sql`delete from closing_answers_due where job_id = ${offer.jobId} and closed_at::text = ${offer.closedAtText}`
    run.offersDone += 1
  }
  return run
}
