import { randomBytes } from 'node:crypto'
import { JOB } from './database.ts'
import { expect, SEED, test, waitForEnhancement } from './fixtures.ts'

// The phone field's country list: read by the server when the page has no JavaScript,
// predictable and visibly focused by keyboard when it has.

const applyPath = `/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply`
const FOCUS_BLUE = 'rgb(29, 78, 216)'

test.describe('without JavaScript the chosen country reads the number', () => {
  test.use({ javaScriptEnabled: false })

  for (const { country, typed, stored } of [
    // Typed after the prefilled "+33", as a visitor who does not notice it would.
    { country: 'Suisse', typed: '+33079 123 45 67', stored: '+41791234567' },
    { country: 'Allemagne', typed: '030 12345678', stored: '+493012345678' },
  ]) {
    test(`${country}: "${typed}" is stored as ${stored}`, async ({ page, sql }) => {
      const email = `phone-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`
      await page.goto(applyPath)
      await page.locator('input[name="firstName"]').fill('Camille')
      await page.locator('input[name="lastName"]').fill('Martin')
      await page.locator('input[name="email"]').fill(email)
      await page.locator('select[name="phoneCountry"]').selectOption({ label: country })
      await page.locator('input[name="phone"]').fill(typed)
      await page.locator('input[name="cv"]').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(32)]),
      })
      await page.locator('textarea[name="coverLetter"]').fill('Bonjour')
      await page.locator('input[name="consentRetention"]').check()
      await page.locator('input[name="consentTerms"]').check()
      await page.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/apply\/confirmation$/)
      expect(await sql`select phone_e164 from applications where email = ${email}`).toEqual([{ phone_e164: stored }])
    })
  }
})

test.describe('the country list by keyboard', () => {
  test('choosing with ↓ keeps the focus on the list (WCAG 3.2.2), with the 3 px focus ring', async ({ page }) => {
    await page.goto(applyPath)
    await waitForEnhancement(page)
    await page.locator('input[name="email"]').focus()
    await page.keyboard.press('Tab')
    const select = page.locator('select[name="phoneCountry"]')
    await expect(select).toBeFocused()
    // The invisible list lies over the flag; their box shows the list's focus.
    const indicator = select.locator('..')
    await expect(indicator).toHaveCSS('outline-width', '3px')
    await expect(indicator).toHaveCSS('outline-color', FOCUS_BLUE)
    await page.keyboard.press('ArrowDown')
    await expect(select).not.toHaveValue('FR')
    await expect(select).toBeFocused()
  })
})

test.describe('with JavaScript the number and the list keep in step', () => {
  test('typing formats internationally, the list follows the number, and the number the list', async ({ page }) => {
    await page.goto(applyPath)
    await waitForEnhancement(page)
    const phone = page.locator('input[name="phone"]')
    const select = page.locator('select[name="phoneCountry"]')
    const flag = select.locator('..').locator('img')
    await expect(phone).toHaveValue('+33')
    await expect(flag).toHaveAttribute('src', '/flags/FR.svg')
    await phone.click()
    await page.keyboard.press('End')
    // A digit past France's longest number is dropped.
    await page.keyboard.type('6123456789')
    await expect(phone).toHaveValue('+33 6 12 34 56 78')
    await page.keyboard.press('Backspace')
    await expect(phone).toHaveValue('+33 6 12 34 56 7')
    await phone.fill('')
    await page.keyboard.type('442079460958')
    await expect(phone).toHaveValue('+44 20 7946 0958')
    await expect(select).toHaveValue('GB')
    await expect(flag).toHaveAttribute('src', '/flags/GB.svg')
    await expect(flag).toHaveAttribute('alt', 'Royaume-Uni')
    // (The focus staying on the list is the keyboard test's.)
    await select.selectOption('CH')
    await expect(phone).toHaveValue('+41')
    // Tab selects the field's code: the number written as at home replaces it, the caret
    // following the digits typed (it once landed inside '+33' and made '+36…').
    await select.selectOption('FR')
    await page.locator('input[name="email"]').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(phone).toBeFocused()
    await page.keyboard.type('06 12 34 56 78')
    await expect(phone).toHaveValue('+33 6 12 34 56 78')
    // A UK mobile is British, not Guernsey's (the metadata's first guess for +44 7911).
    await phone.fill('')
    await page.keyboard.type('+44 7911 123456')
    await expect(select).toHaveValue('GB')
  })
})
