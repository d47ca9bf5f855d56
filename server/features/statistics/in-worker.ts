/**
 * Where the Worker counts (ADR 042): every answer, at the end of the request pipeline
 * (server/app.ts), so that a page answered by the page replay or the edge cache is counted
 * like a rendered one;
 * and the endpoints' successes. Counting never fails nor delays an answer: it only records
 * in memory, and the flush runs after the response (`waitUntil`).
 */
import type { Context } from 'hono'
import type { RequestDatabase } from '../../db/client.ts'
import type { AppEnv } from '../../hono-env.ts'
import { logFailure } from '../../log-failure.ts'
import type { RequestFrame } from '../../request-frame.ts'
import { countEvent, countPageView } from './counting.ts'
import { flushStatistics, scheduleFlush } from './flush.ts'

/** Counts `response` if it is a person's view of a counted page (under the app's path: a company host's has its slug). */
export function countAnswer(frame: RequestFrame, response: Response) {
  try {
    if (!frame.config.statistics) return
    if (countPageView(frame.appRequest, response)) flushAfterResponse(frame.db, frame)
  } catch (error) {
    logFailure('statistics: counting', error)
  }
}

/** Counts an endpoint's success for the company (and job) it concerns. */
export function countSuccess(
  c: Context<AppEnv>,
  target: { slug: string; jobId: string | null },
  event: Parameters<typeof countEvent>[2],
) {
  if (!c.get('config').statistics) return
  countEvent(c.req.raw, target, event)
  flushAfterResponse(c.get('db'), c.executionCtx)
}

/** On the request's own client: it is ended once this and the request's other work are done. */
function flushAfterResponse(db: RequestDatabase, ctx: Pick<ExecutionContext, 'waitUntil'>) {
  const flush = scheduleFlush(() =>
    flushStatistics(db.sql).catch((error: unknown) => logFailure('statistics: flush', error)),
  )
  if (flush) ctx.waitUntil(flush)
}
