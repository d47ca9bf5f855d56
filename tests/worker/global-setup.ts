import { type ChildProcess, spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { createWriteStream, existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import {
  CLOUDFLARE_TEST_FALLBACK_ORIGIN,
  CLOUDFLARE_TEST_TOKEN,
  CLOUDFLARE_TEST_ZONE,
  startCloudflareStandIn,
} from '../tools/cloudflare-stand-in.ts'
import {
  STRIPE_TEST_PRICE_PRO,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../tools/stripe-stand-in.ts'
import { shareValidators } from '../tools/validators.ts'

/**
 * The Worker tests' servers, started once per run: the production build (`vike build`, run
 * before: `npm run test:worker`) served by workerd through `vike preview` on a fresh embedded
 * PostgreSQL, as Playwright's first webServer does, and the same build with its database
 * unreachable (nothing listens on port 9), as its second. Ports are overridable so that two
 * runs (worktrees) can share a machine. The validators' JVM (HTML and XSD) is shared too.
 */
const PORT = Number(process.env.WORKER_TEST_PORT ?? 8820)
const OUTAGE_PORT = Number(process.env.WORKER_TEST_OUTAGE_PORT ?? 8821)
const DATABASE_PORT = Number(process.env.WORKER_TEST_DB_PORT ?? 54360)
/** IndexNow's stand-in on this port, Google's on the next (tests/worker/search-engines.test.ts starts them). */
const SEARCH_ENGINES_PORT = Number(process.env.WORKER_TEST_SEARCH_ENGINES_PORT ?? 8822)
const INDEXNOW_KEY = 'worker-tests-indexnow-key'
const WORKER_STATE_DIR = '.wrangler/worker-tests-state'
/** What a thrown error, a failed request or Vike's report of a failed render writes. */
const CRASH = /\b\w*Error\b|^\s+at |\[vike\]|request failed|Uncaught/
const OUTAGE_STATE_DIR = '.wrangler/worker-tests-outage-state'
const ROOT = resolve(import.meta.dirname, '../..')

export default async function setup(project: TestProject) {
  if (!existsSync(resolve(ROOT, 'dist/server'))) {
    throw new Error('No build in dist/: the Worker tests run the production build (npm run test:worker builds it)')
  }
  for (const port of [PORT, OUTAGE_PORT]) await assertPortFree(port)
  // The database starts afresh (DATABASE_FRESH), so does what the Worker kept of the last run:
  // a page or share card cached then would carry the dates of the last run's seed.
  for (const state of [WORKER_STATE_DIR, OUTAGE_STATE_DIR])
    rmSync(resolve(ROOT, state), { recursive: true, force: true })
  // Stripe's stand-in, on a free port: the Worker's STRIPE_API_BASE, and its Checkout page's
  // "Pay" sends the signed event to this Worker's webhook (ADR 060).
  const stripe = await startStripeStandIn({ webhookUrl: `http://localhost:${PORT}/api/billing/stripe` })
  // Cloudflare for SaaS's custom-hostname API (ADR 072), on a free port too.
  const cloudflare = await startCloudflareStandIn()
  // The database's start, migrations and seed and the Worker, side by side with the validators'
  // JVM; then the outage Worker: two `vike preview` starting at once may both pick the same free
  // inspector port (9229 and up) and one then never answers.
  const worker = startServer(
    'Worker',
    PORT,
    process.execPath,
    ['scripts/with-database.ts', 'vike', 'preview', '--port', `${PORT}`],
    {
      DATABASE_PORT: `${DATABASE_PORT}`,
      DATABASE_DIR: '.data/worker-tests',
      DATABASE_FRESH: '1',
      DATABASE_MAX_CONNECTIONS: '300',
      // Its own R2, cache and rate-limit state: a dev server or a browser test run may use the default one.
      WORKER_STATE_DIR,
      // Search engines (ADR 045) at local stand-ins, with a service account made for the run.
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
      INDEXNOW_KEY,
      INDEXNOW_ENDPOINT: `http://127.0.0.1:${SEARCH_ENGINES_PORT}/indexnow`,
      GOOGLE_INDEXING_ENDPOINT: `http://127.0.0.1:${SEARCH_ENGINES_PORT + 1}/publish`,
      GOOGLE_SERVICE_ACCOUNT_JSON: testServiceAccount(`http://127.0.0.1:${SEARCH_ENGINES_PORT + 1}/token`),
      // The other files' jobs (500 in the job list's scale test) would spend the day's 200 and
      // hold back the job the search-engines test closes; the quota has its own tests
      // (tests/integration/search-engine-delivery.test.ts).
      GOOGLE_INDEXING_DAILY_QUOTA: '1000000',
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: STRIPE_TEST_PRICE_PRO,
      STRIPE_API_BASE: stripe.url,
      CLOUDFLARE_API_BASE: cloudflare.url,
      CLOUDFLARE_ZONE_ID: CLOUDFLARE_TEST_ZONE,
      CLOUDFLARE_API_TOKEN: CLOUDFLARE_TEST_TOKEN,
      CLOUDFLARE_FALLBACK_ORIGIN: CLOUDFLARE_TEST_FALLBACK_ORIGIN,

      // Crafted Host headers reach the Worker (tests/worker/custom-domains.test.ts).
      PREVIEW_ANY_HOST: '1',
    },
  )
  const validators = shareValidators()
  const outage = worker.ready.then(() =>
    startServer(
      'outage Worker',
      OUTAGE_PORT,
      resolve(ROOT, 'node_modules/.bin/vike'),
      ['preview', '--port', `${OUTAGE_PORT}`],
      {
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE:
          'postgres://career_site_worker:career_site_worker@127.0.0.1:9/career',
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_WORKSPACE_HYPERDRIVE:
          'postgres://career_site_workspace:career_site_workspace@127.0.0.1:9/career',
        WORKER_STATE_DIR: OUTAGE_STATE_DIR,
      },
    ),
  )
  const stopAll = async () => {
    await Promise.all([
      worker.stop(),
      outage.then(
        (server) => server.stop(),
        () => {},
      ),
      validators.then(
        (stop) => stop(),
        () => {},
      ),
      stripe.close(),
      cloudflare.close(),
    ])
  }
  try {
    await Promise.all([worker.ready, outage.then((server) => server.ready), validators])
  } catch (error) {
    await stopAll()
    throw error
  }
  project.provide('searchEngineStandIns', {
    indexNowPort: SEARCH_ENGINES_PORT,
    googlePort: SEARCH_ENGINES_PORT + 1,
    key: INDEXNOW_KEY,
  })
  project.provide('stripeStandIn', stripe.url)
  project.provide('cloudflareStandIn', cloudflare.url)
  project.provide('workerOrigin', `http://localhost:${PORT}`)
  project.provide('outageOrigin', `http://localhost:${OUTAGE_PORT}`)
  project.provide('testDatabaseUrl', `postgres://postgres:postgres@127.0.0.1:${DATABASE_PORT}/career`)
  return stopAll
}

/**
 * Starts a server in a process group of its own (so that one signal reaches workerd and
 * whatever else it started) and waits until it answers /fr/ with 200. `stop` sends its
 * leader SIGTERM (with-database.ts then stops its Worker and its database; vike preview its
 * workerd), waits for the group to empty, and sends SIGKILL to what is left after 20 s.
 */
export function startServer(name: string, port: number, command: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...withoutVitest(process.env),
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      ...env,
    },
  })
  let stderr = ''
  // WORKER_TEST_LOG=dir keeps each server's whole stderr (a 500's error) in dir/{name}.log.
  const log = process.env.WORKER_TEST_LOG
    ? createWriteStream(join(process.env.WORKER_TEST_LOG, `${name.replace(/\W+/g, '-')}.log`))
    : undefined
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
    log?.write(chunk)
    // A crash shows in the run's own output (a test then sees only "500"); refusals and the
    // outage Worker's expected failures do not.
    if (name === 'Worker') {
      for (const line of chunk.toString().split('\n')) if (CRASH.test(line)) process.stderr.write(`[${name}] ${line}\n`)
    }
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let gone = false
  void exited.then(() => (gone = true))
  const origin = `http://localhost:${port}`
  const ready = (async () => {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      if (gone) throw new Error(`the ${name} stopped before answering on port ${port}:\n${stderr}`)
      const status = await fetch(`${origin}/fr/`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) return
      await new Promise((done) => setTimeout(done, 250)) // no event tells when workerd is ready
    }
    throw new Error(`the ${name} did not answer 200 on ${origin}/fr/ within 120 s:\n${stderr}`)
  })()
  const signal = (what: NodeJS.Signals | 0) => {
    try {
      if (child.pid) process.kill(-child.pid, what)
      return true
    } catch {
      return false
    }
  }
  const stop = async () => {
    if (gone && !signal(0)) return
    // The leader first: with-database.ts stops its Worker, then its database with a fast
    // shutdown (2 s); SIGTERM to the whole group would put PostgreSQL into its slow smart
    // shutdown too (12 s seen).
    if (!gone && child.pid) process.kill(child.pid, 'SIGTERM')
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && signal(0); ) {
      await new Promise((done) => setTimeout(done, 100)) // no event tells when a group empties
    }
    signal('SIGKILL')
    await exited
  }
  return { ready, stop }
}

/**
 * The environment less what Vitest sets (NODE_ENV=test, VITEST…): under them `vike preview`
 * does not start workerd (the Cloudflare plugin stays out of a test run) and just exits.
 */
export function withoutVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env }
  for (const name of Object.keys(copy)) if (/^(NODE_ENV|TEST|VITEST(_.*)?)$/.test(name)) delete copy[name]
  return copy
}

async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, () => probe.close(() => done(true)))
  })
  // vike preview would move to the next free port without a word, and the tests would miss it.
  if (!free) throw new Error(`Port ${port} is in use: stop what listens there or choose others (WORKER_TEST_PORT…)`)
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build on its fresh, seeded database. */
    workerOrigin: string
    /** The same build with its database unreachable. */
    outageOrigin: string
    /** A superuser connection string to the Worker's database (tests/tools/database.ts). */
    testDatabaseUrl: string
    /** Where the Worker tells search engines (ADR 045): stand-ins a test file starts. */
    searchEngineStandIns: { indexNowPort: number; googlePort: number; key: string }
    /** Stripe's stand-in the Worker calls (tests/tools/stripe-stand-in.ts); its requests at GET /__stand-in/requests. */
    stripeStandIn: string
    /** Cloudflare's custom-hostname API stand-in the Worker calls (tests/tools/cloudflare-stand-in.ts). */
    cloudflareStandIn: string
  }
}

/** A service account JSON key of the run's own, whose token_uri is Google's stand-in. */
function testServiceAccount(tokenUri: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return JSON.stringify({
    type: 'service_account',
    client_email: 'worker-tests@career-site.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    token_uri: tokenUri,
  })
}
