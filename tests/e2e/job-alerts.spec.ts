import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { openE2eDatabase } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'

/**
 * Job alerts in the browser (ADR 026), with and without JavaScript: from a filtered job
 * list to the confirmation e-mail stored in the outbox, its link's page (GET shows a
 * button, the POST confirms), then the unsubscribe page, which erases the address.
 * E-mail delivery itself is job-alert-emails.spec.ts's (a Worker of its own).
 */
const T = {
  fr: {
    criteria: 'Nouvelles offres de Lumen Énergie : Contrat : CDI',
    create: "Créer l'alerte",
    sent: 'Presque fini ! Confirmez votre alerte avec le lien reçu par e-mail.',
    invalid: 'Veuillez saisir un email valide.',
    confirmHeading: 'Confirmer votre alerte emploi',
    confirm: 'Confirmer mon alerte',
    confirmed: 'Alerte confirmée',
    unsubscribeHeading: "Se désabonner de l'alerte emploi",
    unsubscribe: 'Me désabonner',
    unsubscribed: 'Vous êtes désabonné',
    invalidLink: 'Lien invalide',
    expiredLink: 'Lien expiré',
  },
  en: {
    criteria: 'New jobs at Lumen Énergie: Contract: CDI',
    create: 'Create the alert',
    sent: 'Almost done! Confirm your alert with the link sent to you by e-mail.',
    invalid: 'Please enter a valid e-mail address.',
    confirmHeading: 'Confirm your job alert',
    confirm: 'Confirm my alert',
    confirmed: 'Alert confirmed',
    unsubscribeHeading: 'Unsubscribe from the job alert',
    unsubscribe: 'Unsubscribe me',
    unsubscribed: 'You are unsubscribed',
    invalidLink: 'Invalid link',
    expiredLink: 'Link expired',
  },
} as const

// Opened by each group of this file's tests a worker runs (fullyParallel: a worker may run
// several, each ending with afterAll), never by the module, which a worker loads once.
let database: ReturnType<typeof openE2eDatabase>
test.beforeAll(() => {
  database = openE2eDatabase()
})
test.afterAll(async () => {
  await database.end()
})

/** The confirmation e-mail queued for `email`, once it is there. */
async function confirmationText(email: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const [row] = await database<{ textBody: string }[]>`
        select text_body as "textBody" from email_outbox where kind = 'alert_confirmation' and to_address = ${email}
      `
      text = row?.textBody ?? ''
      return text
    })
    .toContain('/alerts/confirm/')
  return text
}

/** The path of a link of the e-mail (absolute to PUBLIC_ORIGIN, which is not this test server). */
function linkPath(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const url = new RegExp(`https?://\\S+/alerts/${kind}/\\S+`).exec(text)?.[0]
  if (!url) throw new Error(`no ${kind} link`)
  return new URL(url).pathname
}

async function alertOf(email: string) {
  const [row] = await database<{ confirmed: boolean; contract: string }[]>`
    select confirmed_at is not null as confirmed, contract from job_alerts where email = ${email}
  `
  return row ?? null
}

async function storedEmails(email: string): Promise<number> {
  const [row] = await database<{ n: number }[]>`select count(*)::int as n from email_outbox where to_address = ${email}`
  return row?.n ?? 0
}

const alertSection = (page: Page) => page.locator('#job-alert')

async function noHorizontalOverflow(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
}

for (const locale of LOCALES) {
  const t = T[locale]
  const listPath = `/${locale}/${SEED.completeCompany}/jobs`
  const address = (label: string) => `alert-${label}-${locale}-${randomUUID().slice(0, 8)}@example.org`

  test.describe(`job alerts with JavaScript (${locale})`, () => {
    test('subscribe from a filtered list, confirm from the e-mail’s link, unsubscribe', async ({ page }) => {
      // Five axe audits on a loaded 2-core machine.
      test.setTimeout(120_000)
      const email = address('js')
      await page.goto(`${listPath}?contract=cdi`)
      await waitForEnhancement(page)
      await expect(page.getByTestId('job-alert-criteria')).toHaveText(t.criteria)
      await expectNoAxeViolations(page, 'job-list')
      await alertSection(page).getByRole('textbox').fill(email)
      await alertSection(page).getByRole('button', { name: t.create }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: t.sent })).toBeVisible()
      await expect(alertSection(page).getByRole('status')).toHaveText(t.sent)
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?contract=cdi$`))

      const text = await confirmationText(email)
      expect(await alertOf(email)).toEqual({ confirmed: false, contract: 'CDI' })
      await page.goto(linkPath(text, 'confirm'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmHeading)
      await expect(page.getByText(t.criteria)).toBeVisible()
      // Opening the link (as a mail scanner does) confirms nothing.
      expect(await alertOf(email)).toEqual({ confirmed: false, contract: 'CDI' })
      await expectNoAxeViolations(page, 'job-alert-links')
      await noHorizontalOverflow(page)
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)
      expect(await alertOf(email)).toEqual({ confirmed: true, contract: 'CDI' })

      await page.goto(linkPath(text, 'unsubscribe'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribeHeading)
      await expectNoAxeViolations(page, 'job-alert-links')
      await page.getByRole('button', { name: t.unsubscribe }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribed)
      await expectNoAxeViolations(page, 'job-alert-links')
      expect(await alertOf(email)).toBeNull()
      expect(await storedEmails(email)).toBe(0)
    })

    test('an invalid address: the toast and the field’s message, nothing stored', async ({ page }) => {
      const email = `${address('invalid')}`.replace('@example.org', '@example')
      await page.goto(listPath)
      await waitForEnhancement(page)
      await alertSection(page).getByRole('textbox').fill(email)
      await alertSection(page).getByRole('button', { name: t.create }).click()
      await expect(page.locator('[data-toast][data-variant="destructive"]')).toContainText(t.invalid)
      await expect(alertSection(page).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
      await expect(alertSection(page).getByRole('listitem')).toHaveText(t.invalid)
      await expectNoAxeViolations(page, 'job-list')
      expect(await alertOf(email)).toBeNull()
    })

    test('a link that is not ours is a 404, a link of the other page a 410', async ({ page }) => {
      const response = await page.goto(`/${locale}/${SEED.completeCompany}/alerts/confirm/not-a-token`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.invalidLink)
      await expectNoAxeViolations(page, 'job-alert-links')
      const email = address('swapped')
      await page.request.post(listPath, { form: { email, q: '', contract: '', city: '', remote: '' } })
      const token = linkPath(await confirmationText(email), 'unsubscribe')
        .split('/')
        .pop()
      const swapped = await page.goto(`/${locale}/${SEED.completeCompany}/alerts/confirm/${token}`)
      expect(swapped?.status()).toBe(410)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.expiredLink)
    })
  })

  test.describe(`job alerts without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the form posts, the list says so; a refused address comes back with its message and a 422', async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.goto(`${listPath}?contract=cdi`)
      const refused = address('nojs').replace('@example.org', '@example')
      await alertSection(page).getByRole('textbox').fill(refused)
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        alertSection(page).getByRole('button', { name: t.create }).click(),
      ])
      expect(answer.status()).toBe(422)
      await expect(alertSection(page).getByRole('listitem')).toHaveText(t.invalid)
      await expect(alertSection(page).getByRole('textbox')).toHaveValue(refused)
      await expect(page.getByTestId('job-alert-criteria')).toHaveText(t.criteria)

      const email = address('nojs')
      await alertSection(page).getByRole('textbox').fill(email)
      await alertSection(page).getByRole('button', { name: t.create }).click()
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?contract=CDI&alert=sent#job-alert$`))
      await expect(alertSection(page).getByRole('status')).toHaveText(t.sent)
      await noHorizontalOverflow(page)

      const text = await confirmationText(email)
      await page.goto(linkPath(text, 'confirm'))
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)
      expect(await alertOf(email)).toEqual({ confirmed: true, contract: 'CDI' })
      // Confirming twice changes nothing.
      await page.goto(linkPath(text, 'confirm'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)

      await page.goto(linkPath(text, 'unsubscribe'))
      await noHorizontalOverflow(page)
      await page.getByRole('button', { name: t.unsubscribe }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribed)
      expect(await alertOf(email)).toBeNull()
      expect(await storedEmails(email)).toBe(0)
    })
  })
}
