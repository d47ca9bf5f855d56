import type { Request } from '@playwright/test'
import { BOTH, expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'

const T = {
  fr: {
    title: 'Emplois chez Lumen Énergie',
    search: 'Rechercher un poste',
    all: 'Tous les types',
    none: 'Aucune offre ne correspond à votre recherche.',
    noCount: 'Aucune offre',
    empty: 'Aucune offre active pour le moment.',
    published: /Publié le \d{2}\/\d{2}\/\d{4}/,
    contracts: ['Alternance', 'CDD', 'CDI', 'Freelance', 'Stage'],
  },
  en: {
    title: 'Jobs at Lumen Énergie',
    search: 'Search for a job',
    all: 'All types',
    none: 'No job matches your search.',
    noCount: 'No jobs',
    empty: 'No open job for now.',
    published: /Posted on \d{2}\/\d{2}\/\d{4}/,
    // The known contract types in English, sorted as shown.
    contracts: ['Fixed-term contract', 'Freelance', 'Internship', 'Permanent contract', 'Work-study'],
  },
} as const

// Both languages in each test (BOTH, fixtures.ts), but the two that route the list's requests
// (a route outlives the page it was set on); twice the time before a test counts as hung.
test.describe.configure({ timeout: 60_000 })

test.describe('job list', () => {
  test(`lists the visible jobs, newest first, with their facts and external apply links ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const listPath = `/${locale}/${SEED.completeCompany}/jobs`
      await page.goto(listPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      const rows = page.getByTestId('job-row')
      await expect(rows).toHaveCount(9)
      await expect(rows.first()).toContainText(t.published)
      await expect(rows.first().getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/lumen-energie/jobs/`),
      )
      const external = page.locator('a[target="_blank"][href*="lumen-energie.example/carrieres"]')
      await expect(external).toHaveCount(5)
      for (const link of await external.all()) await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(page.locator('select[name="contract"] option')).toHaveText([t.all, ...t.contracts])
      await expect(page.getByTestId('job-count').first()).toHaveText('9')
      await expectNoAxeViolations(page, 'job-list')
    }
  })

  test(`filters as one types, and the URL follows ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const listPath = `/${locale}/${SEED.completeCompany}/jobs`
      await page.goto(listPath)
      await waitForEnhancement(page)
      const rows = page.getByTestId('job-row')
      await page.getByPlaceholder(t.search).fill('STAGIAIRE')
      await expect(rows).toHaveCount(1)
      await expect(page).toHaveURL(/\?q=STAGIAIRE$/)
      await page.getByPlaceholder(t.search).fill('')
      await page.locator('select[name="contract"]').selectOption('CDI')
      // 'cdi' (lower case) matches too: case-insensitive equality.
      await expect(rows).toHaveCount(5)
      await page.getByPlaceholder(t.search).fill('zzz')
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(page.getByTestId('job-list-count')).toHaveText(t.noCount)
      // The list changed in place: the field kept its text and the focus.
      await expect(page.getByPlaceholder(t.search)).toBeFocused()
      await expect(page.getByPlaceholder(t.search)).toHaveValue('zzz')
      // The alert follows the list's filters.
      await expect(page.locator('#job-alert input[name="q"]')).toHaveValue('zzz')
    }
  })

  test(`the empty state for a company with no open job ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(`/${locale}/studio-calme/jobs`)
      await expect(page.getByText(t.empty)).toBeVisible()
      await expectNoAxeViolations(page, 'job-list')
    }
  })
})

test.describe('job list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test(`the query is server-rendered and the form submits it ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const listPath = `/${locale}/${SEED.completeCompany}/jobs`
      await page.goto(`${listPath}?contract=cdi`)
      await expect(page.getByTestId('job-row')).toHaveCount(5)
      await page.goto(`${listPath}?q=d%C3%A9veloppeur`)
      await expect(page.getByTestId('job-row')).toHaveCount(1)
      await page.goto(listPath)
      await page.getByPlaceholder(t.search).fill('scada')
      await page.getByPlaceholder(t.search).press('Enter')
      await expect(page).toHaveURL(/q=scada/)
      await expect(page.getByTestId('job-row')).toHaveCount(1)
      await page.goto(`${listPath}?q=nothing-like-this`)
      await expect(page.getByText(t.none)).toBeVisible()
    }
  })
})

for (const locale of LOCALES) {
  const t = T[locale]
  const listPath = `/${locale}/${SEED.completeCompany}/jobs`

  test.describe(`job list (${locale})`, () => {
    test('an answer overtaken by newer typing is abandoned: the list shows the last query', async ({ page }) => {
      await page.goto(listPath)
      await waitForEnhancement(page)
      const search = page.getByPlaceholder(t.search)
      // The first query's answer is held back until the second one is shown.
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      const held = new Promise<Request>((resolve) => {
        void page.route(
          (url) => url.searchParams.get('q') === 'STAGIAIRE',
          async (route) => {
            resolve(route.request())
            await released
            // The page has given up on it by then: continuing may find nothing to answer.
            await route.continue().catch(() => {})
          },
        )
      })
      await search.fill('STAGIAIRE')
      const stale = await held
      const abandoned = page.waitForEvent('requestfailed', (request) => request === stale)
      await search.fill('zzz')
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(page).toHaveURL(/\?q=zzz$/)
      release()
      expect((await abandoned).failure()?.errorText).toBe('net::ERR_ABORTED')
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(page.getByTestId('job-row')).toHaveCount(0)
      await expect(page).toHaveURL(/\?q=zzz$/)
      await expect(search).toHaveValue('zzz')
    })

    test('a failed request falls back to loading the filtered list', async ({ page }) => {
      await page.goto(listPath)
      await waitForEnhancement(page)
      await page.route(
        (url) => url.searchParams.get('q') === 'STAGIAIRE',
        // The script's fetch fails (an outage's answer); the page load it falls back to does not.
        (route) => (route.request().resourceType() === 'fetch' ? route.fulfill({ status: 503 }) : route.continue()),
      )
      const load = page.waitForEvent('framenavigated')
      await page.getByPlaceholder(t.search).fill('STAGIAIRE')
      await load
      await expect(page).toHaveURL(/\?q=STAGIAIRE$/)
      await expect(page.getByTestId('job-row')).toHaveCount(1)
      await expect(page.getByPlaceholder(t.search)).toHaveValue('STAGIAIRE')
    })
  })
}
