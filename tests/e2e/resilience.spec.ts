import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import postgres from 'postgres'
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../scripts/embedded-database.ts'
import { JOB } from './database.ts'
import { expect, SEED, test, waitForHydration } from './fixtures.ts'

/**
 * Outages and privacy (issue 9), on a Worker of its own: the production build in workerd
 * on its own embedded PostgreSQL, which this file stops and starts again mid-run, and its
 * own R2 storage, which it breaks. Pages are fresh for 1 s at the edge here, so a cached
 * page turns stale within the test. Everything the Worker logs is captured.
 */
const PORT = Number(process.env.E2E_RESILIENCE_PORT ?? 8790)
const DB_PORT = Number(process.env.E2E_RESILIENCE_DB_PORT ?? 54333)
const DB_DIR = resolve('.data/e2e-resilience')
const STATE_DIR = resolve('.wrangler/e2e-resilience')
const CV_BLOBS = `${STATE_DIR}/v3/r2/career-site-cvs/blobs`
const origin = `http://localhost:${PORT}`
const company = SEED.completeCompany
const applyPath = `/fr/${company}/jobs/${JOB.complete}/apply`

let database: EmbeddedDatabase | undefined
let worker: ChildProcess | undefined
let logs = ''

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: origin })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  rmSync(STATE_DIR, { recursive: true, force: true })
  database = await startEmbeddedDatabase({ dataDir: DB_DIR, port: DB_PORT, fresh: true })
  worker = spawn(resolve('node_modules/.bin/vike'), ['preview', '--port', String(PORT)], {
    env: {
      ...process.env,
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: database.workerUrl,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      WORKER_STATE_DIR: STATE_DIR,
      // The Worker's vars from this environment (vike preview): 1 s of freshness.
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
      EDGE_CACHE_FRESH_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  worker.stdout?.on('data', (chunk) => {
    logs += chunk
  })
  worker.stderr?.on('data', (chunk) => {
    logs += chunk
  })
  await expect
    .poll(
      () =>
        fetch(`${origin}/fr/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  restoreCvStorage()
  worker?.kill('SIGTERM')
  await database?.stop()
})

function superuser() {
  return postgres(`postgres://postgres:postgres@127.0.0.1:${DB_PORT}/career`, { max: 2, onnotice: () => {} })
}

const pdf = (marker: string) => Buffer.concat([Buffer.from(`%PDF-1.4\n%${marker}\n`), randomBytes(256)])

/** A complete application as the form without JavaScript posts it. */
function applicationForm(fields: { key: string; firstName: string; lastName: string; email: string; cv: Buffer }) {
  return {
    idempotencyKey: fields.key,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: '+33 6 98 76 54 32',
    coverLetter: `Lettre de ${fields.firstName}`,
    consentRetention: 'on',
    consentTerms: 'on',
    cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fields.cv },
  }
}

/** Fills the application form completely, as a candidate would; returns the CV sent. */
async function fillApplication(page: Page, firstName: string, email: string, cvName = 'cv.pdf') {
  const cv = pdf(firstName)
  await page.locator('input[name="firstName"]').fill(firstName)
  await page.locator('input[name="lastName"]').fill('Martin')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="phone"]').fill('+33612345678')
  await page.locator('input[name="cv"]').setInputFiles({ name: cvName, mimeType: 'application/pdf', buffer: cv })
  await page.locator('textarea[name="coverLetter"]').fill('Bonjour')
  await page.locator('input[name="consentRetention"]').check()
  await page.locator('input[name="consentTerms"]').check()
  return cv
}

/** An R2 outage: the bucket's storage becomes a plain file, so every write fails. */
function breakCvStorage() {
  mkdirSync(CV_BLOBS, { recursive: true })
  renameSync(CV_BLOBS, `${CV_BLOBS}.saved`)
  writeFileSync(CV_BLOBS, 'not a directory')
}

function restoreCvStorage() {
  if (!existsSync(`${CV_BLOBS}.saved`)) return
  rmSync(CV_BLOBS, { force: true })
  renameSync(`${CV_BLOBS}.saved`, CV_BLOBS)
}

test('an application leaves no personal data in the logs, and no route serves its CV', async ({ request }) => {
  const sql = superuser()
  try {
    const marker = `Privacy${randomUUID().slice(0, 8)}`
    const email = `${marker.toLowerCase()}@example.org`
    const cv = pdf(marker)
    const response = await request.post(applyPath, {
      headers: { Origin: origin },
      multipart: applicationForm({ key: randomUUID(), firstName: marker, lastName: 'Durand-Privé', email, cv }),
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    const [row] = await sql<{ cvKey: string }[]>`select cv_key as "cvKey" from applications where email = ${email}`
    expect(row?.cvKey).toBeTruthy()
    // Every way one might guess to reach the CV: nothing serves it.
    for (const path of [`/${row?.cvKey}`, `/fr/${row?.cvKey}`, `/career-site-cvs/${row?.cvKey}`, '/cv/', '/api/cv']) {
      const guess = await request.get(path)
      expect(guess.status(), path).toBe(404)
      expect(await guess.text(), path).not.toContain(marker)
    }
    const byUrl = await request.get(`/fr/${company}/jobs/${JOB.complete}/apply/confirmation?cv=${row?.cvKey}`)
    expect(await byUrl.text()).not.toContain(marker)
    // The capture works: the Worker logged the unknown paths above (path only).
    await expect.poll(() => logs).toContain('404 GET /fr/cv')
    for (const secret of [
      marker,
      email,
      'Durand-Privé',
      '+33698765432',
      '6 98 76 54 32',
      '698765432',
      '%PDF',
      cv.subarray(20, 60).toString('latin1'),
      'postgres://',
      'career_site_worker:',
    ]) {
      expect(logs, `the Worker's logs contain ${secret}`).not.toContain(secret)
    }
  } finally {
    await sql.end()
  }
})

test('an R2 outage refuses the application with a clear message and leaves no row', async ({ page }) => {
  const sql = superuser()
  const marker = `Storage${randomUUID().slice(0, 8)}`
  const email = `${marker.toLowerCase()}@example.org`
  try {
    await page.goto(applyPath)
    breakCvStorage()
    await fillApplication(page, marker, email)
    await waitForHydration(page)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('button[type="submit"]').click(),
    ])
    expect(response.status()).toBe(503)
    expect(response.headers()['retry-after']).toBeTruthy()
    await expect(page.locator('[data-toast][data-variant="destructive"]')).toContainText(
      "Votre candidature n'a pas été enregistrée",
    )
    await expect(page.locator('input[name="firstName"]')).toHaveValue(marker)
    expect((await sql`select count(*)::int as n from applications where email = ${email}`)[0]?.n).toBe(0)
    expect((await sql`select count(*)::int as n from email_outbox where to_address = ${email}`)[0]?.n).toBe(0)
    // Logged with its reason, not silently swallowed.
    await expect.poll(() => logs).toContain("reason: 'storage-unavailable'")

    // Storage is back: the same form, sent again, goes through once.
    restoreCvStorage()
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${applyPath}/confirmation$`))
    expect((await sql`select count(*)::int as n from applications where email = ${email}`)[0]?.n).toBe(1)
  } finally {
    restoreCvStorage()
    await sql.end()
  }
})

test('a slow query times out into the 503 page instead of hanging the request', async ({ request }) => {
  const sql = superuser()
  try {
    // Another session holds the jobs table: the Worker's read waits for the lock until
    // the role's lock timeout (2 s) cancels it.
    await sql.begin(async (transaction) => {
      await transaction`lock table jobs in access exclusive mode`
      const response = await request.get(`/fr/${company}/jobs?slow=${randomUUID()}`, { timeout: 20_000 })
      expect(response.status()).toBe(503)
      expect(response.headers()['retry-after']).toBe('30')
      // The company read (it counts the jobs) or the jobs read, whichever waited.
      expect(await response.text()).toMatch(/Erreur lors du chargement (de l&#x27;entreprise|des offres d&#x27;emploi)/)
    })
    const after = await request.get(`/fr/${company}/jobs?slow=${randomUUID()}`)
    expect(after.status()).toBe(200)
  } finally {
    await sql.end()
  }
})

test('the database stops mid-run: 503 pages, stale cached pages, the form keeps its input; then it all comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const cachedPage = `/fr/${company}`
  expect((await request.get(cachedPage)).status()).toBe(200)
  await expect.poll(async () => (await request.get(cachedPage)).headers()['x-edge-cache']).toBe('HIT')

  const marker = `Outage${randomUUID().slice(0, 8)}`
  const email = `${marker.toLowerCase()}@example.org`
  await page.goto(applyPath)
  await waitForHydration(page)
  await fillApplication(page, marker, email)

  await database?.stop()

  // Uncached pages: the localized error page, 503, Retry-After, in both languages.
  for (const [locale, text] of [
    ['fr', 'Erreur lors du chargement de l&#x27;entreprise'],
    ['en', 'Error while loading the company'],
  ] as const) {
    const response = await request.get(`/${locale}/${company}/jobs?outage=${randomUUID()}`)
    expect(response.status()).toBe(503)
    expect(response.headers()['retry-after']).toBe('30')
    expect(await response.text()).toContain(text)
  }
  // The cached page is still served (stale) once its freshness has run out.
  await expect
    .poll(async () => {
      const response = await request.get(cachedPage)
      return `${response.status()} ${response.headers()['x-edge-cache']}`
    })
    .toMatch(/^200 STALE/)

  // The application is refused and the form keeps everything the candidate typed.
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.locator('button[type="submit"]').click(),
  ])
  expect(refused.status()).toBe(503)
  await expect(page.locator('[data-toast][data-variant="destructive"]')).toBeVisible()
  await expect(page.locator('input[name="firstName"]')).toHaveValue(marker)
  await expect(page.locator('input[name="email"]')).toHaveValue(email)
  await expect(page.locator('textarea[name="coverLetter"]')).toHaveValue('Bonjour')

  // The database is back; the same Worker, not restarted, serves everything again.
  database = await startEmbeddedDatabase({ dataDir: DB_DIR, port: DB_PORT })
  await expect
    .poll(async () => (await request.get(`/en/${company}/jobs?back=${randomUUID()}`)).status(), { timeout: 30_000 })
    .toBe(200)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`${applyPath}/confirmation$`))
  const sql = superuser()
  try {
    expect((await sql`select count(*)::int as n from applications where email = ${email}`)[0]?.n).toBe(1)
  } finally {
    await sql.end()
  }
})

test('without JavaScript, an application sent during an outage comes back as the form, CV kept; the retry needs no file', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin })
  const page = await context.newPage()
  const marker = `NoScript${randomUUID().slice(0, 8)}`
  const email = `${marker.toLowerCase()}@example.org`
  try {
    await page.goto(applyPath)
    const cv = await fillApplication(page, marker, email, 'mon-cv.pdf')

    await database?.stop()
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('button[type="submit"]').click(),
    ])
    expect(refused.status()).toBe(503)
    expect(refused.headers()['retry-after']).toBe('30')
    // The form again, from what it carried: the job, every value, and the CV kept.
    await expect(page.locator('h1')).toHaveText('Ingénieur·e photovoltaïque')
    await expect(page.getByRole('alert')).toContainText("Votre candidature n'a pas été enregistrée")
    await expect(page.locator('input[name="firstName"]')).toHaveValue(marker)
    await expect(page.locator('input[name="email"]')).toHaveValue(email)
    await expect(page.locator('textarea[name="coverLetter"]')).toHaveValue('Bonjour')
    await expect(page.locator('input[name="consentTerms"]')).toBeChecked()
    await expect(page.getByTestId('cv-kept')).toContainText('mon-cv.pdf est déjà reçu')
    await expect.poll(() => logs).toContain("reason: 'database-unavailable'")
    expect(logs).not.toContain(marker)

    database = await startEmbeddedDatabase({ dataDir: DB_DIR, port: DB_PORT })
    await expect
      .poll(async () => (await request.get(`/fr/${company}/jobs?back=${randomUUID()}`)).status(), { timeout: 30_000 })
      .toBe(200)
    // Sent again as it is, without choosing the file again.
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${applyPath}/confirmation$`))
    const sql = superuser()
    try {
      const rows = await sql<{ cvSha256: string; cvFileName: string }[]>`
        select cv_sha256 as "cvSha256", cv_file_name as "cvFileName" from applications where email = ${email}`
      expect(rows).toHaveLength(1)
      expect(rows[0]?.cvSha256).toBe(createHash('sha256').update(cv).digest('hex'))
      expect(rows[0]?.cvFileName).toBe('mon-cv.pdf')
    } finally {
      await sql.end()
    }
  } finally {
    await context.close()
  }
})
