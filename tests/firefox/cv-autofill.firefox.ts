import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import { baseURL } from '../../playwright.config.ts'
import { JOB } from '../e2e/database.ts'
import { CV_FIXTURES } from '../fixtures/cvs/cv-fixtures.ts'
import { SEED } from '../tools/seed-ids.ts'
import { launchFirefox, watchedPage } from './firefox.ts'

/**
 * The CV autofill in Firefox ESR: each fixture CV dropped on the application
 * form fills the fields it fills in Chromium (tests/e2e/cv-autofill.spec.ts), the scan
 * none: pdf.js in the reader's worker, under the Worker's CSP, in Gecko.
 */
let browser: Browser

test.beforeAll(async () => {
  // Firefox may still be installing in the background when this starts (npm test).
  test.setTimeout(300_000)
  browser = await launchFirefox()
})
test.afterAll(async () => {
  await browser?.close()
})

test('each fixture CV dropped fills the expected fields in Firefox, the scan none', async () => {
  test.setTimeout(90_000)
  const { page, problems } = await watchedPage(browser, baseURL)
  const field = (selector: string) => page.$eval(selector, (element) => (element as HTMLInputElement).value)
  for (const { file, form } of CV_FIXTURES) {
    await page.goto(`${baseURL}/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply`)
    await page.waitForSelector('html[data-enhanced]')
    const base64 = readFileSync(join('tests/fixtures/cvs', file)).toString('base64')
    await page.evaluate(
      (name: string, data: string) => {
        const transfer = new DataTransfer()
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
        transfer.items.add(new File([bytes], name, { type: 'application/pdf' }))
        const zone = document.querySelector('label[for="field-cv"]')
        zone?.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: transfer }))
        zone?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }))
      },
      file,
      base64,
    )
    await page.waitForSelector('form[data-cv-read="done"]', { timeout: 15_000 })
    const shown = {
      firstName: await field('#field-firstName'),
      lastName: await field('#field-lastName'),
      email: await field('#field-email'),
      phone: await field('#field-phone'),
      phoneCountry: await field('select[name="phoneCountry"]'),
    }
    expect(shown, file).toEqual(form)
  }
  expect(problems).toEqual([])
})
