/**
 * Runs a command with the embedded PostgreSQL started, migrated and seeded, and points
 * the Worker's Hyperdrive binding at it, connecting as the Worker's restricted role
 * (ADR 013). Stopping the command stops the database; the data stays in .data/ for the
 * next start.
 *
 *   node scripts/with-database.ts vike dev
 *   DATABASE_PORT=54330 DATABASE_DIR=.data/test DATABASE_FRESH=1 node scripts/with-database.ts vike preview
 *
 * Whatever stops it (Ctrl-C, a signal to npm or to this script, npm exiting without passing
 * the signal on), it stops the whole process group of the command (vike or wrangler and the
 * workerd they start) and then the database, so the next start finds its ports free.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { DEV_DATABASE, localWorkerEnv, startEmbeddedDatabase } from './embedded-database.ts'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-database.ts <command> [args...]')
  process.exit(2)
}

let stopRequested = false
const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
// Until the command runs, a signal only marks the stop: startup then unwinds what it started.
for (const signal of stopSignals) process.once(signal, () => (stopRequested = true))

const database = await startEmbeddedDatabase({
  dataDir: process.env.DATABASE_DIR ? resolve(process.env.DATABASE_DIR) : DEV_DATABASE.dataDir,
  port: process.env.DATABASE_PORT ? Number(process.env.DATABASE_PORT) : DEV_DATABASE.port,
  fresh: process.env.DATABASE_FRESH === '1',
  // The test servers' databases take many clients at once (concurrent requests, each with its
  // own connection, beside the tests' own clients): more than PostgreSQL's default 100.
  ...(process.env.DATABASE_MAX_CONNECTIONS && { maxConnections: Number(process.env.DATABASE_MAX_CONNECTIONS) }),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
if (stopRequested) {
  await database.stop()
  process.exit(130)
}
console.info(`Embedded PostgreSQL ready on ${new URL(database.url).host}`)

// Its own process group, so that one signal reaches workerd and every helper it started. A
// background group must not read the terminal (it would be stopped by SIGTTIN), so the
// command gets no stdin: Vite's and wrangler's keyboard shortcuts are off, Ctrl-C still works.
const child = spawn(resolve('node_modules/.bin', command), args, {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    ...localWorkerEnv(database),
  },
})
const childExited = new Promise<void>((done) => child.once('exit', () => done()))

/** False once no process of the group is left. */
function signalGroup(signal: NodeJS.Signals | 0): boolean {
  try {
    if (child.pid) process.kill(-child.pid, signal)
    return true
  } catch {
    return false
  }
}

async function groupGone(timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (!signalGroup(0)) return true
    await new Promise((resolve) => setTimeout(resolve, 50)) // no event tells when a group empties
  }
  return false
}

let stopping: Promise<never> | undefined
function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    // workerd may outlive the command that started it: the whole group goes, whatever the
    // command did, and what ignores SIGTERM for 5 s is killed.
    signalGroup('SIGTERM')
    if (!(await groupGone(5_000))) signalGroup('SIGKILL')
    await childExited
    await database.stop()
    process.exit(code)
  })()
  return stopping
}

for (const signal of stopSignals) {
  process.removeAllListeners(signal)
  process.on(signal, () => void shutdown(130))
}
child.once('exit', (code) => void shutdown(code ?? 130))

// npm does not always pass a signal on before it exits: when our parent goes, we are orphaned
// and adopted by another process. There is no event for that, so look once a second.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void shutdown(130)
}, 1_000).unref()
