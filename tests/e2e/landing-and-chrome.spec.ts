import { JOB } from './database.ts'
import { expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'
import { readmeScreenshot } from './readme-screenshots.ts'

const T = {
  fr: {
    sections: ['Fonctionnalités', 'Comment ça marche', 'Tarifs', 'Contact'],
    prices: ['Gratuit', /29\s€ par mois/, 'Sur mesure'],
    demo: "Voir un exemple d'espace carrière",
    mail: 'Nous écrire',
    appointment: /Prendre rendez-vous/,
  },
  en: {
    sections: ['Features', 'How it works', 'Pricing', 'Contact'],
    prices: ['Free', /€29 per month/, 'Custom'],
    demo: 'See an example career space',
    mail: 'Write to us',
    appointment: /Book a meeting/,
  },
} as const

for (const locale of LOCALES) {
  const t = T[locale]
  test(`landing page sections and links (${locale})`, { tag: '@phone' }, async ({ page }, info) => {
    await page.goto(`/${locale}/`)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...t.sections])
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(3)
    const plans = page.locator('[data-plan]')
    await expect(plans).toHaveCount(3)
    await expect(plans.locator('h3')).toHaveText(['Starter', 'Pro', 'Enterprise'])
    for (const [index, price] of t.prices.entries()) await expect(plans.nth(index)).toContainText(price)
    await expect(page.locator('[data-plan="starter"]')).toContainText('3')
    await expect(page.getByRole('link', { name: t.demo })).toHaveAttribute('href', `/${locale}/${SEED.completeCompany}`)
    await expect(page.getByRole('link', { name: t.mail })).toHaveAttribute('href', /^mailto:.+@.+/)
    await expect(page.getByRole('link', { name: t.appointment })).toHaveAttribute('href', /^https:\/\//)
    await expect(page).toHaveTitle(/.+/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    await expect(page.locator('link[hreflang="en"]')).toHaveCount(1)
    await expectNoAxeViolations(page, 'landing')
    if (locale === 'fr') {
      const width = info.project.name === 'mobile' ? 375 : 1280
      await readmeScreenshot(page, `landing-${width}`, { fullPage: true })
      await page.goto(`/fr/${SEED.completeCompany}`)
      await readmeScreenshot(page, `company-home-${width}`, { fullPage: true })
    }
  })
}

test('the language switch keeps the page, on every page type', async ({ page }) => {
  test.setTimeout(60_000) // Seven pages, each loaded and enhanced.
  const paths = [
    '/',
    `/${SEED.completeCompany}`,
    `/${SEED.completeCompany}/companie`,
    `/${SEED.completeCompany}/team`,
    `/${SEED.completeCompany}/jobs`,
    `/${SEED.completeCompany}/jobs/${JOB.complete}`,
    '/not-found',
  ]
  for (const path of paths) {
    await page.goto(`/fr${path}`)
    await waitForEnhancement(page)
    await page.getByRole('link', { name: 'EN', exact: true }).click()
    await expect(page, path).toHaveURL(new RegExp(`/en${path.replace(/[/.]/g, '\\$&')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
})

test('toasts: at most 3 visible, each gone after 4 s, announced', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: () => Promise.reject(new Error('no')) })
  })
  await page.clock.install()
  await page.goto(`/fr/${SEED.completeCompany}/companie`)
  await waitForEnhancement(page)
  await page.clock.pauseAt(new Date(Date.now() + 60_000))
  const share = page.getByRole('button', { name: 'Partager' }).first()
  for (let i = 0; i < 4; i++) await share.click()
  const toasts = page.locator('[data-toast]')
  await expect(toasts).toHaveCount(3)
  await expect(page.getByRole('alert').first()).toContainText('Partage annulé')
  await page.clock.runFor(3_900)
  await expect(toasts).toHaveCount(3)
  await page.clock.runFor(200)
  await expect(toasts).toHaveCount(0)
})

test('a toast is announced: the polite live region is in the server HTML, empty, and then holds its text', async ({
  page,
  context,
}) => {
  const url = `/fr/${SEED.completeCompany}/companie`
  // Sonner's model (MDN's live regions): a region that exists before its content is
  // announced when text is added to it; a live element inserted already filled may not be.
  const html = await (await page.request.get(url)).text()
  expect(html).toMatch(/<ol[^>]*aria-live="polite"[^>]*>\s*<\/ol>/)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined })
  })
  await page.goto(url)
  await waitForEnhancement(page)
  const region = page.getByRole('region', { name: 'Notifications' })
  const live = region.locator('[aria-live="polite"]')
  await expect(live).toHaveCount(1)
  await expect(live).toBeEmpty()
  await live.evaluate((element) => {
    ;(window as unknown as { liveRegion: Element }).liveRegion = element
  })
  await page.getByRole('button', { name: 'Partager' }).first().click()
  await expect(live).toContainText('Lien copié')
  // The same element, not one inserted with the toast, and nothing in the toast is a
  // live region of its own (which a screen reader may not announce).
  expect(await live.evaluate((element) => (window as unknown as { liveRegion: Element }).liveRegion === element)).toBe(
    true,
  )
  await expect(live.locator('[aria-live], [role="status"]')).toHaveCount(0)
  // The accessibility tree: the message is in the notifications region.
  expect(await region.ariaSnapshot()).toContain('Lien copié')
})

test('a company accent colour brands its space; a company without one keeps the default', async ({ page }) => {
  const lumen = 'rgb(31, 95, 153)'
  const siteDefault = 'rgb(11, 110, 79)'
  await page.goto(`/fr/${SEED.completeCompany}/companie`)
  await expect(page.getByRole('link', { name: 'Postuler' })).toHaveCSS('background-color', lumen)
  await page.goto(`/fr/${SEED.sparseCompany}/companie`)
  await expect(page.getByRole('link', { name: 'Postuler' })).toHaveCSS('background-color', siteDefault)
  // Every page of a job's space, through the job space's layout.
  const job = `/fr/${SEED.completeCompany}/jobs/${JOB.complete}`
  await page.goto(job)
  await expect(page.getByTestId('job-header').getByRole('link', { name: 'Postuler' })).toHaveCSS(
    'background-color',
    lumen,
  )
  await page.goto(`${job}/apply`)
  await expect(page.getByRole('button', { name: 'Postuler' })).toHaveCSS('background-color', lumen)
  await page.goto(`${job}/apply/confirmation`)
  await expect(page.getByRole('link', { name: 'Consulter les autres offres' })).toHaveCSS('background-color', lumen)
  await page.goto(`/fr/${SEED.sparseCompany}/jobs/${JOB.sparseCompany}/apply/confirmation`)
  await expect(page.getByRole('link', { name: 'Consulter les autres offres' })).toHaveCSS(
    'background-color',
    siteDefault,
  )
})

test('favicon and web manifest are served', async ({ request, page }) => {
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect((await manifest.json()).icons.length).toBeGreaterThan(0)
  expect((await request.get('/favicon.svg')).status()).toBe(200)
  await page.goto('/fr/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
})
