/**
 * Load test of the application endpoint (`npm run bench:apply`): the production build in
 * workerd (vike preview) on a fresh embedded PostgreSQL; 200 applications with 1 MB CVs,
 * 20 at a time, then 20 of them sent again (retries). Reports lost and duplicated
 * applications and the p50/p95 latency; writes bench/apply-results.json.
 */
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import postgres from 'postgres'
import { startEmbeddedDatabase } from './embedded-database.ts'

const TOTAL = 200
const CONCURRENCY = 20
const RETRIES = 20
const CV_BYTES = 1024 * 1024
const PORT = 8791
const JOB = 'b0000000-0000-4000-8000-000000000001'
const url = `http://localhost:${PORT}/fr/lumen-energie/jobs/${JOB}/apply`

const database = await startEmbeddedDatabase({ dataDir: resolve('.data/bench'), port: 54340, fresh: true })
const server = spawn(resolve('node_modules/.bin/vike'), ['preview', '--port', String(PORT)], {
  stdio: 'ignore',
  env: {
    ...process.env,
    CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: database.workerUrl,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
  },
})
// The bench reads what the Worker wrote (names included): superuser, not the Worker's role.
const sql = postgres(database.url, { max: 2, onnotice: () => {} })

try {
  await waitForServer()
  // Letters only: it is part of the candidates' first name, which takes no digit (domain/person-name.ts).
  const runId = randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g')
  const applications = Array.from({ length: TOTAL }, (_, index) => ({ index, key: randomUUID() }))
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const post = async ({ index, key }: { index: number; key: string }) => {
    const form = new FormData()
    form.set('idempotencyKey', key)
    form.set('firstName', `Bench${runId}`)
    form.set('lastName', 'Charge')
    form.set('email', `bench-${runId}-${index}@example.org`)
    form.set('phone', '+33612345678')
    form.set('coverLetter', 'Load test')
    form.set('consentRetention', 'on')
    form.set('consentTerms', 'on')
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(CV_BYTES - 9)])
    form.set('cv', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf')
    const started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      // One client per application: the per-client rate limit is not what is measured.
      headers: { 'CF-Connecting-IP': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    })
    await response.arrayBuffer()
    latencies.push(performance.now() - started)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  }
  const queue = [...applications, ...applications.slice(0, RETRIES)]
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await post(next)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const [counts] = await sql<{ rows: number; keys: number; emails: number }[]>`
    select count(*)::int as rows, count(distinct idempotency_key)::int as keys,
      (select count(*)::int from email_outbox o join applications a on a.id = o.application_id
       where a.first_name = ${`Bench${runId}`}) as emails
    from applications where first_name = ${`Bench${runId}`}
  `
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)
  const result = {
    requests: TOTAL + RETRIES,
    applications: TOTAL,
    concurrency: CONCURRENCY,
    cvBytes: CV_BYTES,
    statuses: Object.fromEntries(statuses),
    stored: counts?.rows ?? 0,
    lost: TOTAL - (counts?.keys ?? 0),
    duplicated: (counts?.rows ?? 0) - (counts?.keys ?? 0),
    confirmationEmails: counts?.emails ?? 0,
    latencyMs: { p50: percentile(50), p95: percentile(95), max: Math.round(latencies.at(-1) ?? 0) },
    seconds: Math.round(seconds * 10) / 10,
  }
  console.info(
    `p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, lost ${result.lost}, duplicated ${result.duplicated}`,
  )
  console.info(JSON.stringify(result, null, 2))
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/apply-results.json', `${JSON.stringify(result, null, 2)}\n`)
  if (result.lost !== 0 || result.duplicated !== 0 || result.confirmationEmails !== TOTAL) process.exitCode = 1
} finally {
  await sql.end()
  server.kill('SIGTERM')
  await new Promise((done) => server.once('exit', done))
  await database.stop()
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`http://localhost:${PORT}/fr/`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error('the preview server did not start')
}
