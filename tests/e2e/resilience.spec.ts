import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { nameMarker } from '../tools/name-marker.ts'
import { fillApplication, postApplication } from './application-form.ts'
import { JOB } from './database.ts'
import { expect, SEED, test as sharedWorkerTest, waitForEnhancement } from './fixtures.ts'
import { type OwnWorker, ownDatabase, startOwnWorker } from './own-worker.ts'

/**
 * Outages and privacy, on a Worker of its own (tests/e2e/own-worker.ts), whose
 * embedded PostgreSQL this file stops and starts again mid-run, and whose R2 storage it
 * breaks. Pages are fresh for 1 s at the edge here, so a cached page turns stale within
 * the test. A page this file wants uncached gets a search (`?q=`) of its own: the job list
 * reads it, so it is part of the cache key.
 */
const PORT = Number(process.env.E2E_RESILIENCE_PORT ?? 8790)
const DB_PORT = Number(process.env.E2E_RESILIENCE_DB_PORT ?? 54333)
const company = SEED.completeCompany
const applyPath = `/fr/${company}/jobs/${JOB.complete}/apply`

let worker: OwnWorker
const test = sharedWorkerTest.extend({ sql: ownDatabase(() => worker) })
let logs = () => ''
const cvBlobs = () => `${worker.stateDir}/v3/r2/career-site-cvs/blobs`

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: `http://localhost:${PORT}` })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  worker = await startOwnWorker({
    name: 'resilience',
    port: PORT,
    dbPort: DB_PORT,
    vars: { EDGE_CACHE_FRESH_SECONDS: '1' },
  })
  logs = worker.logs
})

test.afterAll(async () => {
  restoreCvStorage()
  await worker?.stop()
})

const pdf = (marker: string) => Buffer.concat([Buffer.from(`%PDF-1.4\n%${marker}\n`), randomBytes(256)])

/** Fills the application form as `firstName` at `email`, with a CV of their own; returns the CV sent. */
async function fillAs(page: Page, firstName: string, email: string, cvName = 'cv.pdf') {
  const cv = pdf(firstName)
  const applicant = { firstName, lastName: 'Martin', email, phone: '+33612345678', coverLetter: 'Bonjour' }
  await fillApplication(page, { ...applicant, cv: { name: cvName, buffer: cv } })
  return cv
}

/** An R2 outage: the bucket's storage becomes a plain file, so every write fails. */
function breakCvStorage() {
  mkdirSync(cvBlobs(), { recursive: true })
  renameSync(cvBlobs(), `${cvBlobs()}.saved`)
  writeFileSync(cvBlobs(), 'not a directory')
}

function restoreCvStorage() {
  if (!worker || !existsSync(`${cvBlobs()}.saved`)) return
  rmSync(cvBlobs(), { force: true })
  renameSync(`${cvBlobs()}.saved`, cvBlobs())
}

test('an application leaves no personal data in the logs, and no route serves its CV', async ({ request, sql }) => {
  const marker = nameMarker('Privacy')
  const email = `${marker.toLowerCase()}@example.org`
  const cv = pdf(marker)
  const response = await postApplication(request, `http://localhost:${PORT}`, applyPath, {
    idempotencyKey: randomUUID(),
    firstName: marker,
    lastName: 'Durand-Privé',
    email,
    phone: '+33 6 98 76 54 32',
    coverLetter: `Lettre de ${marker}`,
    cv,
  })
  expect(response.status()).toBe(303)
  const [row] = await sql<{ cvKey: string }[]>`select cv_key as "cvKey" from applications where email = ${email}`
  expect(row?.cvKey).toBeTruthy()
  // Every way one might guess to reach the CV: nothing serves it.
  for (const path of [`/${row?.cvKey}`, `/fr/${row?.cvKey}`, `/career-site-cvs/${row?.cvKey}`, '/api/cv']) {
    const guess = await request.get(path)
    expect(guess.status(), path).toBe(404)
    expect(await guess.text(), path).not.toContain(marker)
  }
  // `/cv/` reads as a language prefix (ISO 639-1 "cv") and is sent, in one hop, to the
  // French landing page: no CV there either.
  const folder = await request.get('/cv/')
  expect(new URL(folder.url()).pathname).toBe('/fr/')
  expect(folder.headers()['content-type']).toContain('text/html')
  expect(await folder.text()).not.toContain(marker)
  const byUrl = await request.get(`/fr/${company}/jobs/${JOB.complete}/apply/confirmation?cv=${row?.cvKey}`)
  expect(await byUrl.text()).not.toContain(marker)
  // The capture works: the Worker logged the unknown paths above (path only).
  await expect.poll(() => logs()).toContain('404 GET /fr/cv')
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
    expect(logs(), `the Worker's logs contain ${secret}`).not.toContain(secret)
  }
})

test('an R2 outage refuses the application with a clear message and leaves no row', async ({ page, sql }) => {
  const marker = nameMarker('Storage')
  const email = `${marker.toLowerCase()}@example.org`
  try {
    await page.goto(applyPath)
    breakCvStorage()
    await fillAs(page, marker, email)
    await waitForEnhancement(page)
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
    await expect.poll(() => logs()).toContain('application failed: storage-unavailable')

    // Storage is back: the same form, sent again, goes through once.
    restoreCvStorage()
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${applyPath}/confirmation$`))
    expect((await sql`select count(*)::int as n from applications where email = ${email}`)[0]?.n).toBe(1)
  } finally {
    restoreCvStorage()
  }
})

test('a slow query times out into the 503 page instead of hanging the request', async ({ request, sql }) => {
  // Another session holds the jobs table: the Worker's read waits for the lock until
  // the role's lock timeout (2 s) cancels it.
  await sql.begin(async (transaction) => {
    await transaction`lock table jobs in access exclusive mode`
    const response = await request.get(`/fr/${company}/jobs?q=${randomUUID()}`, { timeout: 20_000 })
    expect(response.status()).toBe(503)
    expect(response.headers()['retry-after']).toBe('30')
    // The company read (it counts the jobs) or the jobs read, whichever waited.
    expect(await response.text()).toMatch(/Erreur lors du chargement (de l&#x27;entreprise|des offres d&#x27;emploi)/)
  })
  const after = await request.get(`/fr/${company}/jobs?q=${randomUUID()}`)
  expect(after.status()).toBe(200)
})

test('the database stops mid-run: 503 pages, stale cached pages, the form keeps its input; then it all comes back', async ({
  sql,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const cachedPage = `/fr/${company}`
  expect((await request.get(cachedPage)).status()).toBe(200)
  await expect.poll(async () => (await request.get(cachedPage)).headers()['x-edge-cache']).toBe('HIT')
  /** The company home as a visitor clicking through to it gets it: the page, not the error page. */
  const home = async () => {
    const response = await request.get(cachedPage)
    const heading = /<h1[^>]*>([^<]*)</.exec(await response.text())?.[1]
    return `${response.status()} ${heading}`
  }
  const homePage = '200 Lumen Énergie'

  const marker = nameMarker('Outage')
  const email = `${marker.toLowerCase()}@example.org`
  await page.goto(applyPath)
  await waitForEnhancement(page)
  await fillAs(page, marker, email)

  await worker.stopDatabase()
  // Stale: served, and its regeneration (which fails) must not replace it.
  await expect.poll(home).toBe(homePage)

  // Uncached pages: the localized error page, 503, Retry-After, in both languages.
  for (const [locale, text] of [
    ['fr', 'Erreur lors du chargement de l&#x27;entreprise'],
    ['en', 'Error while loading the company'],
  ] as const) {
    const response = await request.get(`/${locale}/${company}/jobs?q=${randomUUID()}`)
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
  expect(await home()).toBe(homePage)

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
  await worker.startDatabase()
  await expect
    .poll(async () => (await request.get(`/en/${company}/jobs?q=${randomUUID()}`)).status(), { timeout: 30_000 })
    .toBe(200)
  // No error copy was kept meanwhile: clicking through to the company home works at once.
  expect(await home()).toBe(homePage)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`${applyPath}/confirmation$`))
  expect((await sql`select count(*)::int as n from applications where email = ${email}`)[0]?.n).toBe(1)
})

test('without JavaScript, an application sent during an outage comes back as the form; its CV is not kept, the retry sends it again', async ({
  sql,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: worker.origin })
  const page = await context.newPage()
  const marker = nameMarker('NoScript')
  const email = `${marker.toLowerCase()}@example.org`
  try {
    await page.goto(applyPath)
    const cv = await fillAs(page, marker, email, 'mon-cv.pdf')

    await worker.stopDatabase()
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('button[type="submit"]').click(),
    ])
    expect(refused.status()).toBe(503)
    expect(refused.headers()['retry-after']).toBe('30')
    // The form again, from what it carried: the job and every value; the CV this attempt
    // uploaded was removed (ADR 040), so the form asks for it again.
    await expect(page.locator('h1')).toHaveText('Ingénieur·e photovoltaïque')
    await expect(page.getByRole('alert')).toContainText("Votre candidature n'a pas été enregistrée")
    await expect(page.locator('input[name="firstName"]')).toHaveValue(marker)
    await expect(page.locator('input[name="email"]')).toHaveValue(email)
    await expect(page.locator('textarea[name="coverLetter"]')).toHaveValue('Bonjour')
    await expect(page.locator('input[name="consentTerms"]')).toBeChecked()
    await expect(page.getByTestId('cv-kept')).toHaveCount(0)
    await expect.poll(() => logs()).toContain('application failed: database-unavailable')
    expect(logs()).not.toContain(marker)

    await worker.startDatabase()
    await expect
      .poll(async () => (await request.get(`/fr/${company}/jobs?q=${randomUUID()}`)).status(), { timeout: 30_000 })
      .toBe(200)
    // Sent again with the file chosen again.
    await page
      .locator('input[name="cv"]')
      .setInputFiles({ name: 'mon-cv.pdf', mimeType: 'application/pdf', buffer: cv })
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${applyPath}/confirmation$`))
    const rows = await sql<{ cvSha256: string; cvFileName: string }[]>`
      select cv_sha256 as "cvSha256", cv_file_name as "cvFileName" from applications where email = ${email}`
    expect(rows).toHaveLength(1)
    expect(rows[0]?.cvSha256).toBe(createHash('sha256').update(cv).digest('hex'))
    expect(rows[0]?.cvFileName).toBe('mon-cv.pdf')
  } finally {
    await context.close()
  }
})
