import { JOB } from './database.ts'
import { expect, SEED, test, waitForEnhancement } from './fixtures.ts'

// What a visitor sees at the end of the journey and in English: the company's colour, its
// video behind a facade, no placeholder that looks broken, translated job values,
// structured job texts, the confirmation's footer.

const LUMEN_ACCENT = 'rgb(31, 95, 153)'
const DEFAULT_ACCENT = 'rgb(11, 110, 79)'
const jobPath = (locale: string, id: string, slug: string = SEED.completeCompany) => `/${locale}/${slug}/jobs/${id}`
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

test.describe('the company colour stays to the end of the journey', () => {
  test('application form, confirmation, and the not-found and closed pages of its job space', async ({ page }) => {
    await page.goto(`${jobPath('fr', JOB.complete)}/apply`)
    await expect(page.getByRole('link', { name: "Voir l'offre" })).toHaveCSS('color', LUMEN_ACCENT)
    await expect(page.getByRole('button', { name: 'Postuler' })).toHaveCSS('background-color', LUMEN_ACCENT)
    await page.goto(`${jobPath('fr', JOB.complete)}/apply/confirmation`)
    await expect(page.getByRole('link', { name: 'Consulter les autres offres' })).toHaveCSS(
      'background-color',
      LUMEN_ACCENT,
    )
    for (const [id, status] of [
      [JOB.closed, 410],
      ['b0000000-0000-4000-8000-000000000099', 404],
    ] as const) {
      const response = await page.goto(jobPath('fr', id))
      expect(response?.status()).toBe(status)
      await expect(page.getByText(String(status), { exact: true })).toHaveCSS('color', LUMEN_ACCENT)
    }
  })

  test('a company without a colour keeps the default one; a page outside any company too', async ({ page }) => {
    await page.goto(`${jobPath('fr', JOB.sparseCompany, SEED.sparseCompany)}/apply`)
    await expect(page.getByRole('button', { name: 'Postuler' })).toHaveCSS('background-color', DEFAULT_ACCENT)
    await page.goto('/fr/not-found')
    await expect(page.getByText('404', { exact: true })).toHaveCSS('color', DEFAULT_ACCENT)
  })
})

test.describe('a company video behind a click-to-load facade', () => {
  test.use({ allowedOrigins: [VIDEO_ORIGIN] })

  for (const [where, path] of [
    ['job page', jobPath('fr', JOB.complete)],
    ['confirmation', `${jobPath('fr', JOB.complete)}/apply/confirmation`],
  ] as const) {
    test(`${where}: nothing from the video's host until the visitor presses play`, async ({ page }) => {
      // Any other host fails the test anyway (fixtures.ts).
      const thirdParty: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).origin === VIDEO_ORIGIN) thirdParty.push(request.url())
      })
      // The player's host is not reachable from the tests: a stand-in answers for it.
      await page.route(`${VIDEO_ORIGIN}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
      )
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain(`frame-src ${VIDEO_ORIGIN}`)
      await waitForEnhancement(page)
      const video = page.getByTestId('company-video')
      await expect(video.locator('iframe')).toHaveCount(0)
      const play = video.getByRole('link', { name: /Lire la vidéo/ })
      await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')
      await page.waitForLoadState('networkidle')
      expect(thirdParty).toEqual([])

      await play.click()
      const frame = video.locator('iframe')
      await expect(frame).toHaveAttribute('src', `${VIDEO_ORIGIN}/embed/aqz-KE-bpKQ?autoplay=1`)
      await expect(frame).toBeFocused()
      await expect(page.frameLocator('[data-testid="company-video"] iframe').getByText('player')).toBeVisible()
      expect(thirdParty).toEqual([`${VIDEO_ORIGIN}/embed/aqz-KE-bpKQ?autoplay=1`])
    })
  }

  test('without a video: no dead player or empty box on the job page or the confirmation', async ({ page }) => {
    for (const path of [
      jobPath('fr', JOB.sparseCompany, SEED.sparseCompany),
      `${jobPath('fr', JOB.sparseCompany, SEED.sparseCompany)}/apply/confirmation`,
    ]) {
      await page.goto(path)
      await expect(page.getByTestId('company-video')).toHaveCount(0)
      await expect(page.getByRole('img', { name: /vidéo/i })).toHaveCount(0)
    }
    // The confirmation goes on with what happens next.
    await expect(page.getByRole('heading', { name: 'Et maintenant ?' })).toBeVisible()
  })
})

test('the confirmation has the "Propulsé par" footer; the form does not', async ({ page }) => {
  await page.goto(`${jobPath('fr', JOB.complete)}/apply/confirmation`)
  await expect(page.getByRole('contentinfo')).toContainText('Propulsé par Talentsite')
  await page.goto(`${jobPath('fr', JOB.complete)}/apply`)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test.describe('English pages in English, company texts marked French', () => {
  test('job page: known values translated, the company’s texts as written with lang="fr"', async ({ page }) => {
    await page.goto(jobPath('en', JOB.complete))
    const chips = {
      contract: 'Permanent contract',
      experience: 'Experienced',
      education: "Master's degree",
      remote: 'Hybrid',
      duration: 'Full-time',
    }
    for (const [chip, text] of Object.entries(chips)) {
      await expect(page.locator(`[data-chip="${chip}"]`)).toHaveText(text)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr')
    await expect(
      page.getByText(/^Au sein de la direction technique/).locator('xpath=ancestor::*[@lang][1]'),
    ).toHaveAttribute('lang', 'fr')
    await expect(page.getByText('Applying takes 5 minutes.')).toBeVisible()
    await expect(page.getByText(/Answer in/)).toHaveCount(0)
    // A value the site does not know stays as written, marked French.
    await page.goto(jobPath('en', 'b0000000-0000-4000-8000-000000000002'))
    await expect(page.locator('[data-chip="duration"]')).toHaveText('12 months')
    await page.goto(jobPath('fr', JOB.complete))
    await expect(page.locator('[data-chip="contract"]')).toHaveText('CDI')
    await expect(page.locator('article [lang]')).toHaveCount(0)
  })

  test('job list and company page: values and key-figure labels in English', async ({ page }) => {
    await page.goto(`/en/${SEED.completeCompany}/jobs`)
    const row = page.getByTestId('job-row').filter({ hasText: 'Ingénieur·e photovoltaïque' })
    await expect(row).toContainText('Permanent contract')
    await expect(row).toContainText('Experienced')
    await expect(page.getByRole('combobox', { name: 'Contract type' }).locator('option')).toContainText([
      'Permanent contract',
    ])
    await page.goto(`/en/${SEED.completeCompany}/companie`)
    await expect(page.locator('[data-kind="headcount"]')).toContainText('Employees')
    await expect(page.locator('[data-kind="averageAge"]')).toContainText('36.4 years')
    await expect(page.getByText('Mégawatts en exploitation')).toHaveAttribute('lang', 'fr')
  })

  test('French elision and formatted phone numbers', async ({ page }) => {
    await page.goto(`/fr/${SEED.sparseCompany}/team`)
    await expect(page).toHaveTitle("L'équipe d'Atelier Brique")
    await page.goto(`/fr/${SEED.sparseCompany}/companie`)
    await expect(page).toHaveTitle("À propos d'Atelier Brique")
    await page.goto(`/fr/${SEED.completeCompany}`)
    const call = page.getByRole('link', { name: /Appeler le/ })
    await expect(call).toHaveText('Appeler le +33 1 80 00 00 00')
    await expect(call).toHaveAttribute('href', 'tel:+33180000000')
  })
})

test('job texts keep their paragraphs and their lists', async ({ page }) => {
  await page.goto(jobPath('fr', JOB.complete))
  const role = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Le poste' }) })
  await expect(role.getByRole('list').getByRole('listitem')).toHaveCount(4)
  await expect(role.getByRole('listitem').first()).toHaveText(/^dimensionner les centrales/)
  await expect(role.locator('p')).toHaveCount(3)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true })

  test('the ☰ menu closes after choosing an entry, on a tap outside and on Escape', async ({ page }) => {
    await page.goto(`/fr/${SEED.completeCompany}`)
    await waitForEnhancement(page)
    const toggle = page.getByLabel('Menu', { exact: true })
    const menu = page.getByRole('navigation', { name: "Menu de l'entreprise" })
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.getByRole('heading', { level: 1 }).tap()
    await expect(menu).toBeHidden()
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await menu.getByRole('link', { name: 'Équipe' }).click()
    await expect(page).toHaveURL(/\/team$/)
    await expect(menu).toBeHidden()
  })
})
