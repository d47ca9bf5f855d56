import { seedLargeCompany } from '../tools/large-company.ts'
import { openE2eDatabase } from './database.ts'
import { expect, expectNoAxeViolations, test, waitForEnhancement } from './fixtures.ts'

/**
 * The job list of a company with 500 visible offers (ADR 018): pages of 20, with and
 * without JavaScript. Every page's HTML within budget and bad page numbers a 404:
 * tests/worker/job-list-scale.test.ts.
 */

test.describe('a job list of 500 offers', () => {
  // One company for the group, in one worker, removed at the end (hooks run once).
  test.describe.configure({ mode: 'default' })
  let company: Awaited<ReturnType<typeof seedLargeCompany>> | undefined
  const list = () => `/fr/${company?.slug}/jobs`

  // biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures first
  test.beforeAll(async ({}, info) => {
    company = await seedLargeCompany(openE2eDatabase, info.workerIndex)
  })
  test.afterAll(async () => {
    await company?.cleanup()
  })

  test('pages of 20, newest first, with previous, numbered and next links', async ({ page, request }) => {
    await page.goto(list())
    const rows = page.getByTestId('job-row')
    await expect(rows).toHaveCount(20)
    await expect(page.getByTestId('job-list-count')).toHaveText('500 offres')
    await expect(page.getByTestId('job-count').first()).toHaveText('500')
    await expect(rows.first()).toContainText('Ingénieur·e data 1')
    const pages = page.getByRole('navigation', { name: 'Pages de la liste des offres' })
    await expect(pages.getByRole('link', { name: 'Page 25' })).toHaveAttribute('href', `${list()}?page=25`)
    await waitForEnhancement(page)
    await pages.getByRole('link', { name: 'Suivant' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(rows.first()).toContainText('Ingénieur·e data 21')
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/^\s*Page\s*2$/)
    // Crawlers read the server's HTML: page 2 is its own canonical and indexable.
    const second = await (await request.get(new URL(page.url()).pathname + new URL(page.url()).search)).text()
    expect(second).toMatch(/<link rel="canonical" href="[^"]*\/fr\/grande-entreprise-\d+\/jobs\?page=2"/)
    expect(second).not.toContain('name="robots"')
    await expectNoAxeViolations(page, 'job-list')
  })

  test('filtering as one types asks the server for page 1 of the matches', async ({ page, request }) => {
    await page.goto(`${list()}?page=3`)
    await waitForEnhancement(page)
    // Typed without its accent: one in five titles is 'Ingénieur·e data N'.
    await page.getByPlaceholder('Rechercher un poste').fill('INGENIEUR')
    await expect(page).toHaveURL(/\?q=INGENIEUR$/)
    await expect(page.getByTestId('job-row').first()).toContainText('Ingénieur·e data 1')
    await expect(page.getByTestId('job-row')).toHaveCount(20)
    await expect(page.getByTestId('job-list-count')).toHaveText('100 offres')
    await page.locator('select[name="remote"]').selectOption('Télétravail complet')
    await expect(page).toHaveURL(/\?q=INGENIEUR&remote=/)
    await expect(page.getByTestId('job-list-count')).toHaveText('33 offres')
    await expect(page.getByTestId('job-row').first()).toContainText('Ingénieur·e data 6')
    // A filtered list: not indexed, links followed, canonical to the whole list.
    const filtered = await (await request.get(new URL(page.url()).pathname + new URL(page.url()).search)).text()
    expect(filtered).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(filtered).toMatch(/<link rel="canonical" href="[^"]*\/fr\/grande-entreprise-\d+\/jobs"/)
  })
})

test.describe('a job list of 500 offers, without JavaScript', () => {
  test.describe.configure({ mode: 'default' })
  test.use({ javaScriptEnabled: false })
  let company: Awaited<ReturnType<typeof seedLargeCompany>> | undefined

  // biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures first
  test.beforeAll(async ({}, info) => {
    company = await seedLargeCompany(openE2eDatabase, info.workerIndex + 100)
  })
  test.afterAll(async () => {
    await company?.cleanup()
  })

  test('the links and the form page and filter through the server', async ({ page }) => {
    const list = `/en/${company?.slug}/jobs`
    await page.goto(list)
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(page.getByTestId('job-row')).toHaveCount(20)
    await page.locator('select[name="city"]').selectOption('Ville 3')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/city=Ville\+3/)
    await expect(page.getByTestId('job-list-count')).toHaveText('50 jobs')
    await page.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/city=Ville\+3&page=3$/)
    await expect(page.getByTestId('job-row')).toHaveCount(10)
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0)
  })
})

test.describe('a job list past the count cap', () => {
  test.describe.configure({ mode: 'default' })
  let company: Awaited<ReturnType<typeof seedLargeCompany>> | undefined

  // biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures first
  test.beforeAll(async ({}, info) => {
    company = await seedLargeCompany(openE2eDatabase, info.workerIndex + 200, 1050)
  })
  test.afterAll(async () => {
    await company?.cleanup()
  })

  test('a search matching more than 1,000 offers says so; one filter and the whole list count exactly (ADR 021)', async ({
    page,
  }) => {
    const list = `/fr/${company?.slug}/jobs`
    // Every title has an 'e': 1,050 matches, counted up to 1,001.
    await page.goto(`${list}?q=e`)
    await expect(page.getByTestId('job-list-count')).toHaveText('Plus de 1 000 offres')
    await expect(page.getByTestId('job-row')).toHaveCount(20)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Plus de 1\s000 offres d'emploi chez Grande Entreprise\./,
    )
    await page.goto(`/en/${company?.slug}/jobs?q=e`)
    await expect(page.getByTestId('job-list-count')).toHaveText('More than 1,000 jobs')
    // Cities 'Ville 0' to 'Ville 9' by turns: 105 each, from the maintained counts.
    await page.goto(`${list}?city=Ville+4`)
    await expect(page.getByTestId('job-list-count')).toHaveText('105 offres')
    await page.goto(list)
    await expect(page.getByTestId('job-list-count')).toHaveText('1 050 offres')
  })
})
