/**
 * The bot suite of `npm run bench:bots` (issue 42 §2, ADR 077): what mass-apply tools and
 * scripts do to the application form, over HTTP and in a headless browser, each attempt's
 * outcome read back from the database (the level stored) or from the answer (refused).
 */
import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import type { Browser } from 'puppeteer-core'
import {
  encodeSolution,
  type ProofChallenge,
  solveChallenge,
} from '../../components/widgets/application-form/proof-of-work.ts'

export type Outcome = 'refused' | 'high' | 'medium' | 'low' | 'lost'
/** `status` 0: the attempt failed before an answer (`error` says why). */
export type Attempt = { email: string; status: number; error?: string }
export type BenchTarget = { origin: string; sql: postgres.Sql; applyPaths: readonly string[] }

/** A PDF whose bytes are the same for every call with the same `seed`. */
export function benchPdf(seed: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${seed}\n${'0'.repeat(2048)}\n%%EOF\n`)
}

/** A letters-only run name: part of the candidates' first name, which takes no digit. */
export const runName = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g')

/** The value of the form's input named `name` in `html` (attributes in any order). */
export function inputValue(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
  return /value="([^"]*)"/.exec(tag)?.[1] ?? ''
}

/** Each attempt's outcome: refused by its answer (429 or another 4xx), else the level stored. */
export async function outcomesOf(sql: postgres.Sql, attempts: readonly Attempt[]): Promise<Outcome[]> {
  const emails = attempts.map((attempt) => attempt.email)
  const rows = await sql<{ email: string; level: string }[]>`
    select email, risk_level as level from applications where email = any(${emails})`
  const levels = new Map(rows.map((row) => [row.email, row.level as Outcome]))
  return attempts.map(({ email, status }) =>
    status === 429 || (status >= 400 && status < 500) ? 'refused' : (levels.get(email) ?? 'lost'),
  )
}

type Fields = Record<string, string>

/** Posts the form's fields and a CV, as a script would, from the client address `ip`. */
export async function postForm(target: BenchTarget, path: string, fields: Fields, cv: Buffer, ip: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  form.set('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf')
  const response = await fetch(`${target.origin}${path}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { Origin: target.origin, 'CF-Connecting-IP': ip, Accept: 'text/html' },
  })
  await response.arrayBuffer()
  return response.status
}

/** A candidate's fields as a bot fills them (both consents given). */
export function botFields(email: string, run: string, extra: Fields = {}): Fields {
  return {
    idempotencyKey: randomUUID(),
    firstName: `Bot${run}`,
    lastName: 'Suite',
    email,
    phone: `+336${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    coverLetter: 'Bonjour',
    consentRetention: 'on',
    consentTerms: 'on',
    ...extra,
  }
}

/** The form page's own hidden fields (its key and signed render time), as a scraper reads them. */
async function scrapedForm(target: BenchTarget, path: string): Promise<Fields> {
  const html = await (await fetch(`${target.origin}${path}`)).text()
  return { idempotencyKey: inputValue(html, 'idempotencyKey'), shownAt: inputValue(html, 'shownAt') }
}

const ip = (block: number, n: number) => `198.18.${block}.${(n % 250) + 1}`

/** Plain HTTP posts that never fetched the form: one client address each. */
export async function plainPosts(target: BenchTarget, run: string, count: number): Promise<Attempt[]> {
  const attempts: Attempt[] = []
  for (let n = 0; n < count; n++) {
    const email = `bot-plain-${run}-${n}@bench.example`
    const path = target.applyPaths[n % target.applyPaths.length] ?? ''
    attempts.push({
      email,
      status: await postForm(target, path, botFields(email, run), benchPdf(`${run}-${n}`), ip(1, n)),
    })
  }
  return attempts
}

/**
 * A headless Chromium that loads the form (its script runs) and posts it at once from the
 * page without the proof's field: what a browser-driving tool does when it does not wait.
 */
export async function headlessPosts(target: BenchTarget, browser: Browser, run: string, count: number) {
  const attempts: Attempt[] = []
  const page = await browser.newPage()
  for (let n = 0; n < count; n++) {
    const email = `bot-headless-${run}-${n}@bench.example`
    const path = target.applyPaths[n % target.applyPaths.length] ?? ''
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': ip(2, n) })
    await page.goto(`${target.origin}${path}`)
    const status = await page.evaluate(
      async (fields, pdf) => {
        const form = document.querySelector<HTMLFormElement>('form[method="post"]')
        if (!form) return 0
        const data = new FormData(form)
        for (const [name, value] of Object.entries(fields)) data.set(name, value)
        data.delete('altcha')
        data.set('cv', new Blob([new TextEncoder().encode(pdf)], { type: 'application/pdf' }), 'cv.pdf')
        const response = await fetch(form.action, { method: 'POST', body: data, redirect: 'manual' })
        return response.type === 'opaqueredirect' ? 303 : response.status
      },
      fieldsOnPage(botFields(email, run)),
      benchPdf(`${run}-h${n}`).toString('latin1'),
    )
    attempts.push({ email, status })
  }
  await page.close()
  return attempts
}

/** What a tool types into the page: the page's own hidden key and render time stay. */
function fieldsOnPage({ idempotencyKey: _, ...typed }: Fields): Fields {
  return typed
}

/** One real solution of the site's challenge, then sent again with `count` other forms. */
export async function replayedProofs(target: BenchTarget, run: string, count: number): Promise<Attempt[]> {
  const challenge = (await (
    await fetch(`${target.origin}/api/apply-challenge`, { headers: { Accept: 'application/json' } })
  ).json()) as ProofChallenge
  const number = await solveChallenge(challenge)
  if (number === null) throw new Error('the challenge has no solution')
  const altcha = encodeSolution(challenge, number)
  const path = target.applyPaths[0] ?? ''
  const attempts: Attempt[] = []
  // The first use is a person's (a minute on the form): not part of the suite.
  for (let n = 0; n <= count; n++) {
    const email = `bot-replay-${run}-${n}@bench.example`
    const form = await scrapedForm(target, path)
    const status = await postForm(
      target,
      path,
      botFields(email, run, { ...form, altcha }),
      benchPdf(`${run}-r${n}`),
      ip(3, n),
    )
    if (n > 0) attempts.push({ email, status })
  }
  return attempts
}

/** `count` posts as fast as one client sends them, each from a form it fetched just before. */
export async function burstFromOneAddress(target: BenchTarget, run: string, count: number): Promise<Attempt[]> {
  const attempts: Attempt[] = []
  for (let n = 0; n < count; n++) {
    const email = `bot-burst-${run}-${n}@bench.example`
    const path = target.applyPaths[n % target.applyPaths.length] ?? ''
    const form = await scrapedForm(target, path)
    attempts.push({
      email,
      status: await postForm(target, path, botFields(email, run, form), benchPdf(`${run}-b${n}`), '203.0.113.99'),
    })
  }
  return attempts
}

/** One CV sent to `count` offers by a mass-apply tool: the form fetched, then posted at once. */
export async function sameCvToOffers(target: BenchTarget, run: string, count: number): Promise<Attempt[]> {
  const attempts: Attempt[] = []
  const cv = benchPdf(`${run}-one-cv`)
  for (let n = 0; n < count; n++) {
    const email = `bot-cv-${run}-${n}@bench.example`
    const path = target.applyPaths[n % target.applyPaths.length] ?? ''
    const form = await scrapedForm(target, path)
    attempts.push({ email, status: await postForm(target, path, botFields(email, run, form), cv, ip(4, n)) })
  }
  return attempts
}
