import { BOTH, expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'

const T = {
  fr: {
    about: 'À propos',
    figures: 'Chiffres clés',
    noDescription: "Cette entreprise n'a pas encore publié sa présentation.",
    noFigures: 'Aucun chiffre clé renseigné.',
    team: 'Notre équipe',
    gallerySoon: 'Galerie en construction',
    defaultSteps: ['Candidature en ligne', 'Entretien téléphonique', "Rencontre avec l'équipe"],
    join: 'Voir les 9 offres',
    companyNotFound: 'Entreprise introuvable',
    split: 'Femmes 42 %, hommes 58 %',
  },
  en: {
    about: 'About us',
    figures: 'Key figures',
    noDescription: 'This company has not published its presentation yet.',
    noFigures: 'No key figures yet.',
    team: 'Our team',
    gallerySoon: 'Gallery under construction',
    defaultSteps: ['Online application', 'Phone interview', 'Meeting the team'],
    join: 'View the 9 jobs',
    companyNotFound: 'Company not found',
    split: 'Women 42%, men 58%',
  },
} as const

// Both languages in each test (BOTH, fixtures.ts): twice the time before it counts as hung.
test.describe.configure({ timeout: 60_000 })

test.describe('company page', () => {
  test(`complete company: about, every key-figure group, the gender bar, contact ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.completeCompany}/companie`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.about)
      await expect(page.getByText(/conçoit, construit et exploite/)).toBeVisible()
      for (const kind of ['headcount', 'averageAge', 'turnover', 'equalityIndex']) {
        await expect(page.locator(`[data-kind="${kind}"]`), kind).toHaveCount(1)
      }
      await expect(page.getByRole('img', { name: t.split })).toBeVisible()
      await expect(page.getByRole('link', { name: 'lumen-energie.example', exact: true })).toHaveAttribute(
        'href',
        'https://lumen-energie.example/',
      )
      await expect(page).toHaveTitle(/Lumen Énergie/)
      await expectNoAxeViolations(page, 'company-page')
    }
  })

  test(`sparse company: every fallback ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.sparseCompany}/companie`)
      await expect(page.getByText(t.noDescription)).toBeVisible()
      await expect(page.getByText(t.noFigures)).toBeVisible()
      await expect(page.getByTestId('gender-split')).toHaveCount(0)
      await expect(page.locator('dd').filter({ hasText: 'Lyon' })).toHaveCount(1)
      await expect(page.locator('dd').filter({ hasText: '—' })).toHaveCount(1)
      await expectNoAxeViolations(page, 'company-page')
    }
  })
})

test.describe('team page', () => {
  test(`complete company: placeholders, environment, steps, offices, tags, gallery of 6, join ${BOTH}`, async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.completeCompany}/team`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.team)
      await expect(page.locator('section[aria-labelledby="team-title"] li')).toHaveCount(3)
      await expect(page.locator('dd').filter({ hasText: '201-500' })).toHaveCount(1)
      await expect(page.locator('ol li')).toHaveCount(4)
      await expect(page.locator('section[aria-labelledby="gallery-title"] img')).toHaveCount(6)
      await expect(page.getByRole('link', { name: t.join })).toHaveAttribute(
        'href',
        `/${locale}/${SEED.completeCompany}/jobs`,
      )
      await expectNoAxeViolations(page, 'team')
    }
  })

  test(`sparse company: dashes, default steps, gallery notice ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/${SEED.sparseCompany}/team`)
      const facts = page.locator('section[aria-labelledby="environment-title"] dd')
      await expect(facts).toHaveText(['Lyon', '—', '—'])
      await expect(page.locator('ol li strong')).toHaveText([...t.defaultSteps])
      await expect(page.getByText(t.gallerySoon)).toBeVisible()
      await expectNoAxeViolations(page, 'team')
    }
  })

  test(`recruitment steps given as plain strings ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/cafe-moka/team`)
      await expect(page.locator('ol li')).toHaveCount(3)
      await expect(page.locator('ol li strong').nth(1)).toHaveText('Dégustation et échange à la brûlerie')
    }
  })
})

test(`unknown company pages are 404 "${T.fr.companyNotFound}", "${T.en.companyNotFound}" ${BOTH}`, async ({ page }) => {
  for (const locale of LOCALES) {
    for (const path of ['/no-such-company/companie', '/no-such-company/team']) {
      const response = await page.goto(`/${locale}${path}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T[locale].companyNotFound)
    }
  }
})

test.describe('company layout', () => {
  test('top bar, hero and the section nav with the visible job count', { tag: '@phone' }, async ({ page }, info) => {
    await page.goto(`/fr/${SEED.completeCompany}/team`)
    await expect(page.locator('header').first()).toHaveCSS('height', '64px')
    await expect(page.getByRole('link', { name: 'Postuler' })).toHaveAttribute(
      'href',
      `/fr/${SEED.completeCompany}/jobs`,
    )
    await expect(page.getByRole('link', { name: /Voir le site/ })).toHaveAttribute(
      'href',
      'https://lumen-energie.example/',
    )
    await expect(page.getByTestId('job-count').first()).toHaveText('9')
    const tabBar = page.getByRole('navigation', { name: "Sections de l'entreprise" }).last()
    if (info.project.name === 'mobile') {
      await expect(tabBar).toBeVisible()
      await expect(tabBar.getByRole('link', { name: 'Équipe' })).toHaveAttribute('aria-current', 'page')
      await page.getByRole('button', { name: 'Menu' }).or(page.locator('summary')).first().click()
      const menu = page.getByRole('navigation', { name: "Menu de l'entreprise" })
      await expect(menu.getByRole('link', { name: 'Entreprise' })).toBeVisible()
      await menu.getByRole('link', { name: /Jobs/ }).click()
      await expect(page).toHaveURL(/\/jobs$/)
    } else {
      await expect(page.locator('summary')).toBeHidden()
    }
  })

  test('the sticky nav appears after 160 px of scroll, without layout shift', async ({ page }) => {
    await page.goto(`/fr/${SEED.completeCompany}/team`)
    await page.evaluate(() => {
      ;(window as unknown as { shifts: number }).shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          ;(window as unknown as { shifts: number }).shifts += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: false })
    })
    const sticky = page.getByTestId('sticky-nav')
    await expect(sticky).toHaveAttribute('data-visible', 'false')
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect(sticky).toHaveAttribute('data-visible', 'false')
    await page.evaluate(() => window.scrollTo(0, 170))
    await expect(sticky).toHaveAttribute('data-visible', 'true')
    await expect(sticky.getByRole('link', { name: 'Équipe' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(sticky).toHaveAttribute('data-visible', 'false')
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
  })

  // Every link is a page load (ADR 029): the browser's own progress shows, never a loading
  // text of the page's ('Chargement...', 'Chargement de l'entreprise...').
  test('links between the legal pages and to the job list load the page, with no loading text', async ({ page }) => {
    await page.goto(`/fr/${SEED.completeCompany}/privacy`)
    await waitForEnhancement(page)
    await page.getByRole('link', { name: "Conditions générales d'utilisation" }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Conditions générales d'utilisation")
    await page.getByRole('link', { name: 'Postuler' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Emplois chez /)
    await expect(page.getByText(/^Chargement/)).toHaveCount(0)
  })
})
