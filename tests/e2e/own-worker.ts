import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect } from '@playwright/test'
import postgres from 'postgres'
import { type EmbeddedDatabase, localWorkerEnv, startEmbeddedDatabase } from '../../scripts/embedded-database.ts'

/**
 * A Worker of a spec's own: the production build in workerd (scripts/serve-build.ts) on its own
 * embedded PostgreSQL and its own miniflare storage, for specs that stop the database,
 * break storage or depend on the cache's clock, which the shared Worker of
 * playwright.config.ts must not see. Everything the Worker logs is captured.
 */
export type OwnWorker = {
  origin: string
  /** The miniflare state (R2, Cache API) of this Worker. */
  stateDir: string
  logs: () => string
  /** A superuser connection to this Worker's database, or another one (close it with `end()`). */
  superuser: (database?: string) => postgres.Sql
  stopDatabase: () => Promise<void>
  /** Starts the database again on its data (after `stopDatabase`). */
  startDatabase: () => Promise<void>
  stop: () => Promise<void>
}

export async function startOwnWorker(options: {
  /** Names its data and state folders. */
  name: string
  port: number
  dbPort: number
  /** The Worker's vars from this environment, over wrangler.toml's. */
  vars?: Record<string, string>
}): Promise<OwnWorker> {
  const { name, port, dbPort } = options
  const dataDir = resolve(`.data/e2e-${name}`)
  const stateDir = resolve(`.wrangler/e2e-${name}`)
  const origin = `http://localhost:${port}`
  rmSync(stateDir, { recursive: true, force: true })
  let database: EmbeddedDatabase | undefined = await startEmbeddedDatabase({ dataDir, port: dbPort, fresh: true })
  let logs = ''
  const worker: ChildProcess = spawn(process.execPath, ['scripts/serve-build.ts', '--port', String(port)], {
    env: {
      ...process.env,
      ...localWorkerEnv(database),
      WORKER_STATE_DIR: stateDir,
      ...(options.vars ? { CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true', ...options.vars } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  worker.stdout?.on('data', (chunk) => {
    logs += chunk
  })
  worker.stderr?.on('data', (chunk) => {
    logs += chunk
  })
  const up = () =>
    fetch(`${origin}/fr/`).then(
      (response) => response.status,
      () => 0,
    )
  try {
    await expect.poll(up, { timeout: 120_000 }).toBe(200)
  } catch (error) {
    // Nothing left behind to answer the next run on these ports; what the Worker said, shown.
    worker.kill('SIGTERM')
    await database.stop()
    throw new Error(`the Worker on port ${port} did not answer 200:\n${logs.slice(-3000)}`, { cause: error })
  }

  return {
    origin,
    stateDir,
    logs: () => logs,
    superuser: (name = 'career') =>
      postgres(`postgres://postgres:postgres@127.0.0.1:${dbPort}/${name}`, { max: 2, onnotice: () => {} }),
    stopDatabase: async () => {
      await database?.stop()
      database = undefined
    },
    startDatabase: async () => {
      database = await startEmbeddedDatabase({ dataDir, port: dbPort })
    },
    stop: async () => {
      worker.kill('SIGTERM')
      await database?.stop()
    },
  }
}

/**
 * The `sql` fixture of a spec with a Worker of its own (`test.extend({ sql: ownDatabase(() => worker) })`):
 * a superuser connection to that Worker's database for one test, closed after it whatever
 * the test did. It connects at its first query, so a test may stop and restart the database first.
 */
export function ownDatabase(worker: () => OwnWorker) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their fixtures first
  return async ({}, use: (sql: postgres.Sql) => Promise<void>) => {
    const sql = worker().superuser()
    await use(sql)
    await sql.end()
  }
}
