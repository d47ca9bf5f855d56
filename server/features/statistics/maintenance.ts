/**
 * The cron's share of the statistics (ADR 042): this isolate's buffered counts written,
 * the past days' salts and visitors deleted, daily rows older than 25 months folded into
 * monthly ones, in bounded batches (what is left waits for the next run).
 */
import type { Sql } from '../../db/client.ts'
import { flushStatistics } from './flush.ts'
import { forgetPastVisitors, rollUpDailyStatistics } from './queries.ts'
import { statisticsDay } from './visitors.ts'

const ROLLUP_BATCH = 1000
const ROLLUP_BATCHES_PER_RUN = 20

export async function runStatisticsTasks(sql: Sql, now = new Date()) {
  const flushed = await flushStatistics(sql)
  const today = statisticsDay(now)
  const forgotten = await forgetPastVisitors(sql, today)
  let folded = 0
  for (let batch = 0; batch < ROLLUP_BATCHES_PER_RUN; batch++) {
    const rows = await rollUpDailyStatistics(sql, today, ROLLUP_BATCH)
    folded += rows
    if (rows < ROLLUP_BATCH) break
  }
  return { flushed, forgotten, folded }
}
