/**
 * Bots against people, side by side in one run (`npm run bench:bots`; issue 42 §2, ADR 077):
 * the production build in workerd (vike preview) on a fresh embedded PostgreSQL; a bot suite
 * (plain HTTP posts, a headless Chromium posting without solving, replayed proofs, a burst
 * from one address, one CV sent to 20 offers) and candidates applying in Chromium, Firefox
 * ESR, with the keyboard only, without JavaScript (Chromium's switch, and w3m in a terminal); then the proof of work's solving time
 * on a phone's CPU profile and the form's submit time with and without it. Each attempt's
 * outcome is its answer (refused) or the level stored with it. Writes bench/bots-results.json.
 * A benchmark, not a test: it prints what it measured and fails on nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import postgres from 'postgres'
import puppeteer, { type Browser } from 'puppeteer-core'
import {
  type Attempt,
  type BenchTarget,
  burstFromOneAddress,
  headlessPosts,
  type Outcome,
  outcomesOf,
  plainPosts,
  replayedProofs,
  runName,
  sameCvToOffers,
} from './bench/bot-suite.ts'
import { applyAsAPerson, hashingTime, type Journey, solvingTime, submitTime } from './bench/real-journeys.ts'
import { applyWithW3m, startHttp10Edge } from './bench/text-browser.ts'
import { startWorker } from './bench/worker.ts'
import { startEmbeddedDatabase } from './embedded-database.ts'
import { ensureTextBrowser, FIREFOX_PATH } from './test-tools.ts'

const PORT = Number(process.env.BENCH_BOTS_PORT ?? 8796)
const DB_PORT = Number(process.env.BENCH_BOTS_DB_PORT ?? 54341)
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Lighthouse's mobile profile slows the CPU 4 times. */
const MOBILE_CPU_SLOWDOWN = 4
const OFFERS = 20
const RUNS = { journeys: 3, solving: 8, submits: 5 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) : 0
}
const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0
const tally = (outcomes: Outcome[]) =>
  Object.fromEntries(
    (['refused', 'high', 'medium', 'low', 'lost'] as const).map((kind) => [
      kind,
      outcomes.filter((o) => o === kind).length,
    ]),
  )

ensureTextBrowser()
const load = { start: loadavg()[0] ?? 0 }
const database = await startEmbeddedDatabase({ dataDir: resolve('.data/bench-bots'), port: DB_PORT, fresh: true })
const sql = postgres(database.url, { max: 2, onnotice: () => {} })
const worker = await startWorker({
  port: PORT,
  edgeCache: 'on',
  databaseUrl: database.workerUrl,
  stateDir: resolve('.wrangler/bench-bots'),
})
const edge = await startHttp10Edge(worker.origin)
const browsers: Browser[] = []
try {
  // Twenty offers of one Pro company, so that one CV can go to twenty of them.
  const offers = await sql<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status, contract_type, description)
    select c.id, c.workspace_id, 'Offre de banc ' || n, 'published', 'CDI', 'Une offre du banc.'
    from companies c, generate_series(1, ${OFFERS}) n where c.slug = 'lumen-energie'
    returning id`
  const target: BenchTarget = {
    origin: worker.origin,
    sql,
    applyPaths: offers.map(({ id }) => `/fr/lumen-energie/jobs/${id}/apply`),
  }
  const chromium = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] })
  browsers.push(chromium)
  const firefox = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true })
  browsers.push(firefox)
  const run = runName()

  const botAttempts: Record<string, Attempt[]> = {
    'plain HTTP posts (form never fetched)': await plainPosts(target, run, 50),
    'headless Chromium posting without solving': await headlessPosts(target, chromium, run, 20),
    'replayed proof of work': await replayedProofs(target, run, 20),
    '200 fast posts from one address': await burstFromOneAddress(target, run, 200),
    'the same CV to 20 offers': await sameCvToOffers(target, run, OFFERS),
  }
  const journeyAttempts: Record<Journey, Attempt[]> = {
    chromium: [],
    'firefox-esr': [],
    'keyboard-only': [],
    'no-javascript': [],
    w3m: [],
  }
  for (let n = 0; n < RUNS.journeys; n++) {
    for (const journey of Object.keys(journeyAttempts) as Journey[]) {
      const browser = journey === 'firefox-esr' ? firefox : chromium
      const journeys = Object.keys(journeyAttempts).length
      const path = target.applyPaths[(n * journeys + Object.keys(journeyAttempts).indexOf(journey)) % OFFERS] ?? ''
      journeyAttempts[journey].push(
        journey === 'w3m'
          ? await applyWithW3m(edge.origin, path)
          : await applyAsAPerson(target, browser, journey, path),
      )
    }
  }
  // On the phone profile, and unslowed: what the machine's own contention adds shows in both.
  const solving: Record<number, number[]> = { [MOBILE_CPU_SLOWDOWN]: [], 1: [] }
  for (let n = 0; n < RUNS.solving; n++) {
    for (const rate of [MOBILE_CPU_SLOWDOWN, 1]) {
      solving[rate]?.push(await solvingTime(target, chromium, target.applyPaths[n % OFFERS] ?? '', rate))
    }
  }
  // CHALLENGE_MAX_NUMBER / 2: the hashes a solution takes on average.
  const hashing: Record<number, number[]> = { [MOBILE_CPU_SLOWDOWN]: [], 1: [] }
  for (let n = 0; n < RUNS.solving; n++) {
    for (const rate of [MOBILE_CPU_SLOWDOWN, 1]) hashing[rate]?.push(await hashingTime(target, chromium, rate, 2500))
  }
  const submits = { withProof: [] as number[], withoutProof: [] as number[] }
  for (let n = 0; n < RUNS.submits; n++) {
    submits.withProof.push(await submitTime(target, chromium, target.applyPaths[n % OFFERS] ?? '', true))
    submits.withoutProof.push(await submitTime(target, chromium, target.applyPaths[(n + 10) % OFFERS] ?? '', false))
  }

  const bots: Record<string, Record<string, number>> = {}
  let caught = 0
  let botTotal = 0
  for (const [name, attempts] of Object.entries(botAttempts)) {
    const outcomes = await outcomesOf(sql, attempts)
    bots[name] = tally(outcomes)
    caught += outcomes.filter((outcome) => outcome === 'refused' || outcome === 'high').length
    botTotal += outcomes.length
  }
  const people: Record<string, Record<string, number>> = {}
  const errors: string[] = []
  for (const [journey, attempts] of Object.entries(journeyAttempts)) {
    people[journey] = tally(await outcomesOf(sql, attempts))
    for (const attempt of attempts) if (attempt.error) errors.push(`${journey}: ${attempt.error}`)
  }
  const signals = await sql<{ signal: string; count: number }[]>`
    select s as signal, count(*)::int from applications, unnest(risk_signals) s
    where email like ${`%-${run}-%@bench.example`} group by s order by count(*) desc`
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      loadAverage: { ...load, end: loadavg()[0] ?? 0 },
    },
    bots,
    botsCaught: { caught, total: botTotal, share: botTotal ? caught / botTotal : 0 },
    botSignals: Object.fromEntries(signals.map((row) => [row.signal, row.count])),
    people,
    journeyErrors: errors,
    solvingMs: Object.fromEntries(
      Object.entries(solving).map(([rate, runs]) => [
        `cpuSlowdown${rate}`,
        { runs, median: median(runs), p95: percentile95(runs) },
      ]),
    ),
    hashingMs: Object.fromEntries(
      Object.entries(hashing).map(([rate, runs]) => [`cpuSlowdown${rate}`, { runs, median: median(runs) }]),
    ),
    submitMs: {
      withProof: { runs: submits.withProof, median: median(submits.withProof) },
      withoutProof: { runs: submits.withoutProof, median: median(submits.withoutProof) },
    },
  }
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/bots-results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.info(JSON.stringify(results, null, 2))
} finally {
  for (const browser of browsers) await browser.close().catch(() => {})
  await sql.end()
  await edge.stop()
  await worker.stop()
  await database.stop()
}
