import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { CV_FIXTURES, type CvFixture, heavyCv } from '../fixtures/cvs/cv-fixtures.ts'
import { writePdf } from '../fixtures/cvs/pdf-writer.ts'
import { JOB } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'
import { readmeScreenshot } from './readme-screenshots.ts'

/**
 * The application form fills itself from the CV in Chromium (ADR 047): each
 * fixture CV dropped on the form fills the fields the heuristics find in it (their unit
 * tests: domain/cv-autofill/, components/widgets/application-form/cv-reader.test.ts), the
 * scan none; nothing is sent before submit; pdf.js runs in a worker of the site's own,
 * loaded only once a file is chosen. The same drops in Firefox: tests/firefox/.
 */
const KB = 1000
/** What the page's main thread loads once a CV is chosen: the autofill's script (1.1 KB measured). */
const AUTOFILL_JS_BUDGET = 3 * KB
/** The CV reader's worker: pdf.js and the heuristics (541 KB gzip measured), loaded only then. */
const READER_JS_BUDGET = 600 * KB

const applyPath = (locale: string) => `/${locale}/${SEED.completeCompany}/jobs/${JOB.complete}/apply`
const fixture = (file: string): CvFixture => {
  const found = CV_FIXTURES.find((cv) => cv.file === file)
  if (!found) throw new Error(`no fixture ${file}`)
  return found
}
/** The toasts' list, the page's one persistent polite live region. */
const LIVE_REGION = 'section[data-toasts] [aria-live="polite"]'
const bytesOf = (file: string) => readFileSync(join('tests/fixtures/cvs', file))

/** Drops `bytes` as a PDF on the form's CV zone, as a candidate drags a file onto it. */
async function dropCv(page: Page, name: string, bytes: Buffer) {
  await page.evaluate(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], name, { type: 'application/pdf' }))
      const zone = document.querySelector('label[for="field-cv"]')
      zone?.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: transfer }))
      zone?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }))
    },
    { name, base64: bytes.toString('base64') },
  )
}

async function expectForm(page: Page, values: CvFixture['form']) {
  await expect(page.locator('form[data-cv-read="done"]')).toBeAttached()
  await expect(page.locator('#field-firstName')).toHaveValue(values.firstName)
  await expect(page.locator('#field-lastName')).toHaveValue(values.lastName)
  await expect(page.locator('#field-email')).toHaveValue(values.email)
  await expect(page.locator('#field-phone')).toHaveValue(values.phone)
  await expect(page.locator('select[name="phoneCountry"]')).toHaveValue(values.phoneCountry)
}

test('each fixture CV dropped fills the empty fields; the scan fills nothing; nothing is sent', async ({ page }) => {
  test.setTimeout(60_000)
  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`))
  for (const { file, form, expected } of CV_FIXTURES) {
    await page.goto(applyPath('fr'))
    await waitForEnhancement(page)
    requests.length = 0
    await dropCv(page, file, bytesOf(file))
    await expectForm(page, form)
    // Only the site's own scripts (and the number's flag) were fetched: the CV went nowhere.
    // The browser's own icon requests may land meanwhile on a slow machine (ci26: the favicon);
    // the form's first touch asks for its proof of work's challenge (a GET, ADR 077).
    expect(
      requests.filter(
        (request) =>
          !/^GET \/(assets\/.+\.js|flags\/[A-Z]{2}\.svg|favicon\.svg|manifest\.webmanifest|api\/apply-challenge)$/.test(
            request,
          ),
      ),
      file,
    ).toEqual([])
    const filled = Object.keys(expected).length
    await expect(page.locator('[data-from-cv]'), file).toHaveCount(filled)
    if (filled === 0) await expect(page.locator(`${LIVE_REGION} li`)).toHaveCount(0)
  }
})

/**
 * One page for what a chosen CV does beyond the fields' values: the candidate typed a first
 * name first (their first touch, which loads the form's checks before the file is chosen).
 */
test('a 10 MB CV is read in a worker loaded only then; only empty fields are filled, noted, announced, changeable', async ({
  page,
}, info) => {
  test.setTimeout(60_000)
  const scripts: string[] = []
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
  await page.goto(applyPath('fr'))
  await waitForEnhancement(page)
  await page.locator('#field-firstName').fill('Camille')
  await expect(page.locator('[data-phone-field][data-enhanced]')).toBeAttached()
  await page.waitForLoadState('networkidle')
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(new URL(response.url()).pathname)
  })
  const heavy = Buffer.from(writePdf(heavyCv(10_000_000)))
  expect(heavy.length).toBeGreaterThan(10_000_000)
  await page.locator('#field-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: heavy })
  await expectForm(page, { ...fixture('word-fr.pdf').form, firstName: 'Camille' })

  // Parsed in the reader's worker, of the site's own, whose script came only now (the other
  // worker is the proof of work's, started by the first touch: ADR 077).
  expect(workers.filter((worker) => !worker.includes('proof-of-work'))).toEqual([
    expect.stringMatching(/^\/assets\/cv-reader\.worker-[\w-]+\.js$/),
  ])
  // Their bytes fetched again: a worker's response body is gone once the worker has ended.
  const loaded = await Promise.all(
    scripts.map(async (path) => ({
      path,
      gzip: gzipSync(await (await page.request.get(path)).body(), { level: 9 }).length,
    })),
  )
  const reader = loaded.filter(({ path }) => path.includes('cv-reader.worker'))
  const autofill = loaded.filter(({ path }) => !path.includes('cv-reader.worker') && !path.includes('proof-of-work'))
  const sum = (files: { gzip: number }[]) => files.reduce((total, { gzip }) => total + gzip, 0)
  info.annotations.push({ type: 'weight', description: `autofill ${sum(autofill)} B, reader ${sum(reader)} B gzip` })
  expect(reader).toHaveLength(1)
  expect(sum(reader)).toBeLessThanOrEqual(READER_JS_BUDGET)
  expect(sum(autofill)).toBeLessThanOrEqual(AUTOFILL_JS_BUDGET)

  // What the candidate typed stays; each filled field is described by its note, and the
  // live region says which came from the CV; a field changed loses its note.
  await expect(page.locator('#field-firstName')).not.toHaveAttribute('data-from-cv')
  const lastName = page.locator('#field-lastName')
  await expect(lastName).toHaveAccessibleDescription('Repris de votre CV')
  await expect(page.locator(LIVE_REGION)).toContainText('Champs remplis à partir de votre CV')
  await expect(page.locator(LIVE_REGION)).toContainText('Nom, Email et Téléphone')
  await expectNoAxeViolations(page, 'application-form')
  await lastName.fill('Lefèvre')
  await expect(lastName).not.toHaveAttribute('data-from-cv')
  await expect(page.getByText('Repris de votre CV')).toHaveCount(2)
})

for (const locale of LOCALES) {
  const file = locale === 'fr' ? 'word-fr.pdf' : 'google-docs-en.pdf'
  test(`autofilled form (${locale}) at 375 px: fits, README screenshot @phone-only`, async ({ page }) => {
    await page.goto(applyPath(locale))
    await waitForEnhancement(page)
    await dropCv(page, file, bytesOf(file))
    await expectForm(page, fixture(file).form)
    await expect(page.locator(`${LIVE_REGION} li`)).toHaveCount(1)
    // Tall enough to show the four fields above the toast, which stays at the window's foot.
    await page.setViewportSize({ width: 375, height: 1100 })
    await readmeScreenshot(page, `cv-autofill-${locale}-375`)
    await page.setViewportSize({ width: 320, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
}
