import type { Page } from '@playwright/test'

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
