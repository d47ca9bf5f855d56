import { expect } from './fixtures.ts'
import type { OwnWorker } from './own-worker.ts'

/**
 * Transactions committed in the site's database by `worker` (a Worker of a file's own),
 * measured from another database (so that measuring is not counted) with autovacuum off:
 * `run` the requests, then the count once every Worker connection is closed. `warm` runs
 * before each measure: what the requests need read once (the company's host, cached 30 s
 * in the isolate, ADR 044), so that a cold cache is not counted to them. It cannot make an
 * entry fresh: the isolate keeps it 30 s from when it read it, whatever the reads since, so
 * one that expires during the measure is read again (HOST_REFRESH_TRANSACTIONS).
 */
/** The company's host read again once its isolate cache expires: its hostname's entry and its slug's. */
export const HOST_REFRESH_TRANSACTIONS = 2

export async function measureTransactions(
  worker: OwnWorker,
  measure: (transactionsOf: (run: () => Promise<void>) => Promise<number>) => Promise<void>,
  warm: () => Promise<void> = async () => {},
) {
  const stats = worker.superuser('postgres')
  try {
    await stats.unsafe('alter system set autovacuum = off')
    await stats`select pg_reload_conf()`
    const committed = async () => {
      await expect
        .poll(
          async () =>
            (
              await stats`select count(*)::int as n from pg_stat_activity
              where datname = 'career' and usename = 'career_site_worker'`
            )[0]?.n,
        )
        .toBe(0)
      // Then until the count stops moving: the last backends' counts may land just after.
      let last = -1
      await expect
        .poll(
          async () => {
            const [row] = await stats`select xact_commit::int as n from pg_stat_database where datname = 'career'`
            const stable = row?.n === last
            last = row?.n ?? 0
            return stable
          },
          { intervals: [500] },
        )
        .toBe(true)
      return last
    }
    await measure(async (run) => {
      await warm()
      const before = await committed()
      await run()
      return (await committed()) - before
    })
  } finally {
    await stats.unsafe('alter system reset autovacuum').catch(() => {})
    await stats`select pg_reload_conf()`.catch(() => {})
    await stats.end()
  }
}
