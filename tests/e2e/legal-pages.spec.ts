import { JOB } from './database.ts'
import { BOTH, expect, expectNoAxeViolations, LOCALES, SEED, test } from './fixtures.ts'
import { byLocale } from './locale-texts.ts'

/**
 * Each company space's privacy policy and terms (ADR 025): valid pages with the brand bar,
 * built from the company's data, in both languages, and the application form's links to
 * them; the form states the CV's size limit before any upload; the confirmation says what
 * happens next.
 */
const T = byLocale({
  privacy: ['Politique de confidentialité', 'Privacy policy'],
  terms: ["Conditions générales d'utilisation", 'Terms of use'],
  rights: [
    ['accès', 'rectification', 'effacement', 'opposition', 'portabilité', 'réclamation'],
    ['access', 'rectification', 'erasure', 'objection', 'portability', 'complaint'],
  ],
  retention: ['conservés 2 ans', 'kept for 2 years'],
  withdrawal: ['Retirer ma candidature et effacer mes données', 'Withdraw my application and erase my data'],
  processor: ['Ce site carrière est fourni par Talentsite', 'This career site is provided by Talentsite'],
  relay: [
    "Atelier Brique n'a pas indiqué d'adresse de contact : écrivez à Talentsite",
    'Atelier Brique has not given a contact address: write to Talentsite',
  ],
  limit: ['PDF, 10 Mo maximum', 'PDF, 10 MB max'],
  consentLinks: [
    ['données personnelles', "conditions générales d'utilisation"],
    ['personal data', 'terms of use'],
  ],
  note: ['politique de confidentialité', 'privacy policy'],
  next: ['Et maintenant ?', 'What happens next?'],
  defaultSteps: [
    ['Candidature en ligne', 'Entretien téléphonique', "Rencontre avec l'équipe"],
    ['Online application', 'Phone interview', 'Meeting the team'],
  ],
})

// Both languages in each test (BOTH, fixtures.ts): twice the time before it counts as hung.
test.describe.configure({ timeout: 60_000 })

test.describe('privacy policy and terms', () => {
  test(`the privacy policy: the company as controller with its contacts, rights, retention, withdrawal, processor ${BOTH}`, async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const response = await page.goto(`/${locale}/${SEED.completeCompany}/privacy`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${t.privacy} | Lumen Énergie`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacy)
      // The brand bar: the company's logo and name, linking to its home.
      await expect(page.locator('header').getByRole('link', { name: 'Lumen Énergie' })).toHaveAttribute(
        'href',
        `/${locale}/${SEED.completeCompany}`,
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow')
      const main = page.locator('main')
      for (const text of [
        'Lumen Énergie',
        'Paris',
        '+33180000000',
        ...t.rights,
        t.retention,
        t.withdrawal,
        t.processor,
      ])
        await expect(main).toContainText(text)
      await expect(main.getByRole('link', { name: 'CNIL' })).toHaveAttribute('href', 'https://www.cnil.fr/fr/plaintes')
      await expectNoAxeViolations(page, 'privacy')
    }
  })

  test(`a company with no address or phone: its provider relays requests ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.sparseCompany}/privacy`)
      await expect(page.locator('main')).toContainText(t.relay)
      await expect(page.locator('main').getByRole('link', { name: 'bonjour@talentsite.example' }).first()).toBeVisible()
    }
  })

  test(`the terms: the company, the provider, withdrawal, a link to the privacy policy ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const response = await page.goto(`/${locale}/${SEED.sparseCompany}/terms`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.terms)
      await expect(page.locator('main')).toContainText('Atelier Brique')
      await page.locator('main').getByRole('link', { name: t.note }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/${SEED.sparseCompany}/privacy$`))
      await page.goto(`/${locale}/${SEED.sparseCompany}/terms`)
      await expectNoAxeViolations(page, 'terms')
    }
  })

  test(`the application form: both consents and the note link to them, the CV limit stated before upload ${BOTH}`, async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.completeCompany}/jobs/${JOB.complete}/apply`)
      const retention = page.locator('label[for="field-consentRetention"]').getByRole('link')
      const terms = page.locator('label[for="field-consentTerms"]').getByRole('link')
      const note = page.locator('form p').getByRole('link')
      await expect(retention).toHaveAccessibleName(new RegExp(`^${t.consentLinks[0]}`))
      await expect(terms).toHaveAccessibleName(new RegExp(`^${t.consentLinks[1]}`))
      await expect(note).toHaveAccessibleName(new RegExp(`^${t.note}`))
      for (const [link, page_] of [
        [retention, 'privacy'],
        [terms, 'terms'],
        [note, 'privacy'],
      ] as const) {
        await expect(link).toHaveAttribute('href', `/${locale}/${SEED.completeCompany}/${page_}`)
        // A new tab: leaving the form would lose what was typed and the chosen file.
        await expect(link).toHaveAttribute('target', '_blank')
      }
      const limit = page.getByText(t.limit, { exact: true })
      await expect(limit).toBeVisible()
      const limitId = await limit.getAttribute('id')
      await expect(page.locator('input[name="cv"]')).toHaveAttribute('aria-describedby', limitId ?? 'missing')
    }
  })

  test(`the confirmation says what happens next: the company’s steps, else the default three ${BOTH}`, async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.completeCompany}/jobs/${JOB.complete}/apply/confirmation`)
      const next = page.getByRole('region', { name: t.next })
      await expect(next.locator('li')).toHaveCount(4)
      await expect(next.locator('li').nth(2)).toContainText('Entretien métier')
      // Nobody's withdrawal link without the cookie of the device that applied.
      await expect(page.getByRole('link', { name: t.withdrawal })).toHaveCount(0)
      await page.goto(`/${locale}/${SEED.sparseCompany}/jobs/${JOB.sparseCompany}/apply/confirmation`)
      await expect(page.getByRole('region', { name: t.next }).locator('li strong')).toHaveText([...t.defaultSteps])
    }
  })
})
