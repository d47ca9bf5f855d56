import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, waitForEnhancement } from './fixtures.ts'

export type Applicant = {
  firstName: string
  lastName: string
  email: string
  phone: string
  cv: { name: string; buffer: Buffer }
  coverLetter: string
}

/** Fills the application form on `page` as a candidate would, both consents checked; does not send it. */
export async function fillApplication(page: Page, applicant: Applicant) {
  await page.locator('input[name="firstName"]').fill(applicant.firstName)
  await page.locator('input[name="lastName"]').fill(applicant.lastName)
  await page.locator('input[name="email"]').fill(applicant.email)
  await page.locator('input[name="phone"]').fill(applicant.phone)
  await page.locator('input[name="cv"]').setInputFiles({ ...applicant.cv, mimeType: 'application/pdf' })
  await page.locator('textarea[name="coverLetter"]').fill(applicant.coverLetter)
  await page.locator('input[name="consentRetention"]').check()
  await page.locator('input[name="consentTerms"]').check()
}

/** A PDF of `size` random bytes: each call a new file, told apart from the others by its bytes. */
export function randomPdf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(size), Buffer.from('\n%%EOF\n')])
}

/**
 * Applies on the form at `url` as `applicant` and waits for the confirmation page. With
 * `javaScript` the form is sent once the page is enhanced, else as the
 * plain POST form it is before.
 */
export async function applyInBrowser(page: Page, url: string, applicant: Applicant, javaScript: boolean) {
  await page.goto(url)
  if (javaScript) await waitForEnhancement(page)
  await fillApplication(page, applicant)
  await page.locator('button[type="submit"]').click()
  // The upload, the CV's storage and the transaction come first: more than the default 5 s
  // on a loaded 2-core machine.
  await expect(page).toHaveURL(`${url}/confirmation`, { timeout: 20_000 })
}

/**
 * Posts the application form at `origin` + `path` without a browser, as the plain form
 * would (same-origin, both consents given, a cover letter of one word unless given), without following
 * the redirect: the response is the form's answer itself.
 */
export function postApplication(
  request: APIRequestContext,
  origin: string,
  path: string,
  fields: {
    idempotencyKey: string
    firstName: string
    lastName: string
    email: string
    phone: string
    cv: Buffer
    coverLetter?: string
  },
) {
  return request.post(`${origin}${path}`, {
    headers: { Origin: origin },
    maxRedirects: 0,
    multipart: {
      coverLetter: 'Bonjour',
      ...fields,
      consentRetention: 'on',
      consentTerms: 'on',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fields.cv },
    },
  })
}
