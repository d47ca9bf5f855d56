/**
 * Runs a command with the embedded PostgreSQL started, migrated and seeded, and points
 * the Worker's Hyperdrive binding at it, connecting as the Worker's restricted role
 * (ADR 013). Stopping the command stops the database; the data stays in .data/ for the
 * next start.
 *
 *   node scripts/with-database.ts vike dev
 *   DATABASE_PORT=54330 DATABASE_DIR=.data/test DATABASE_FRESH=1 node scripts/with-database.ts vike preview
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { DEV_DATABASE, startEmbeddedDatabase } from './embedded-database.ts'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-database.ts <command> [args...]')
  process.exit(2)
}

const database = await startEmbeddedDatabase({
  dataDir: process.env.DATABASE_DIR ? resolve(process.env.DATABASE_DIR) : DEV_DATABASE.dataDir,
  port: process.env.DATABASE_PORT ? Number(process.env.DATABASE_PORT) : DEV_DATABASE.port,
  fresh: process.env.DATABASE_FRESH === '1',
})
console.info(`Embedded PostgreSQL ready on ${new URL(database.url).host}`)

const child = spawn(resolve('node_modules/.bin', command), args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: database.workerUrl,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
  },
})

let stopping = false
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    if (child.exitCode === null) child.kill('SIGTERM')
    await database.stop()
  }
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(130))
child.on('exit', (code) => void shutdown(code ?? 1))
