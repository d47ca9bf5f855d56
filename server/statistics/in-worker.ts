/**
 * Where the Worker counts (ADR 042): every answer, at the Worker's entry (+server.ts), so
 * that a page answered by the page replay or the edge cache is counted like a rendered one;
 * and the endpoints' successes. Counting never fails nor delays an answer: it only records
 * in memory, and the flush runs after the response (`waitUntil`).
 */
import type { Context } from 'hono'
import { RequestDatabase } from '../db/client.ts'
import { readConfig } from '../env.ts'
import type { AppEnv } from '../hono-env.ts'
import { countEvent, countPageView } from './counting.ts'
import { flushStatistics, scheduleFlush } from './flush.ts'

/** Counts `response` to `request` if it is a person's view of a counted page. */
export function countAnswer(
  request: Request,
  response: Response,
  env: Env | undefined,
  ctx: ExecutionContext | undefined,
) {
  if (!env || !ctx) return
  try {
    if (!readConfig(env).statistics) return
    if (countPageView(request, response)) flushAfterResponse(env, ctx)
  } catch (error) {
    console.error('statistics: counting failed', error instanceof Error ? error.message : 'unknown')
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
  flushAfterResponse(c.env, c.executionCtx)
}

function flushAfterResponse(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>) {
  const flush = scheduleFlush(() => {
    // Not ended explicitly: workerd closes the socket when waitUntil settles (ADR 006).
    const db = new RequestDatabase(env.HYPERDRIVE.connectionString)
    return flushStatistics(db.sql).catch((error: unknown) =>
      console.error('statistics: flush failed', error instanceof Error ? error.message : 'unknown'),
    )
  })
  if (flush) ctx.waitUntil(flush)
}
