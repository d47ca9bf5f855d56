import { SEED_COMPANIES } from '../tools/seed-ids.ts'
import { fillApplication, randomPdf } from './application-form.ts'
import { expect, test } from './fixtures.ts'
import { onDatabase, portsFromEnv, type RecordedMail, recordedMails, setUpRecordedWorker } from './recorded-worker.ts'

/**
 * A candidate's whole journey on a company's own domain (issue 29, ADR 044), in Chromium,
 * on the production Worker: browse the company's site, open a job, apply with a CV, and
 * follow the confirmation e-mail's links, all on `carrieres.cafe-moka.localhost` (Chromium
 * resolves `*.localhost` to this machine), never on the platform's host nor under the slug.
 * Its own Worker and database (the demo company made Enterprise with its domain there
 * only); e-mails go to a local stand-in for Resend's API.
 */
const HOST = 'carrieres.cafe-moka.localhost'
const RECRUITERS = 'recrutement@cafe-moka.example'
const SLUG = SEED_COMPANIES.other.slug

const PORTS = portsFromEnv(['E2E_DOMAIN_PORT', 8916], ['E2E_DOMAIN_RECORDER_PORT', 8918], ['E2E_DOMAIN_DB_PORT', 55116])
/** The company's site as a browser on this machine reaches it (a desktop-only test: no port offset). */
const site = `http://${HOST}:${PORTS.worker}`

const own = setUpRecordedWorker({
  name: 'custom-domain',
  ports: PORTS,
  company: { slug: SLUG, atsSecret: 'e2e-ats-signing-secret-of-cafe-moka-0123456789', applicationsEmail: RECRUITERS },
})

// The site's own requests are not a third party's; a French browser (`/` → `/fr/`).
test.use({ allowedOrigins: [site], locale: 'fr-FR' })

test.beforeAll(async () => {
  await onDatabase(own.worker, async (sql) => {
    await sql`update companies set plan = 'enterprise' where slug = ${SLUG}`
    await sql`
      insert into company_domains (hostname, company_id, is_primary)
      select ${HOST}, id, true from companies where slug = ${SLUG}`
  })
})

const mailTo = (address: string) => recordedMails(own.recorder).filter((mail) => mail.to[0] === address)
const linksOf = (mail: RecordedMail | undefined) => mail?.text.match(/https?:\/\/[^\s<>")]+/g) ?? []

test('browse, open a job, apply with a CV and follow the e-mail’s links, all on the company’s domain', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `domain-${Date.now()}@example.org`

  await page.goto(`${site}/`)
  await expect(page).toHaveURL(`${site}/fr/`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/fr/`)
  // The company's platform address sends the visitor here too.
  const moved = await page.request.get(`${own.origin}/fr/${SLUG}/jobs`, { maxRedirects: 0 })
  expect([moved.status(), moved.headers().location]).toEqual([301, `${site}/fr/jobs`])

  await page
    .locator('main')
    .getByRole('link', { name: /offres/i })
    .first()
    .click()
  await expect(page).toHaveURL(`${site}/fr/jobs`)
  await page.locator('main a[href^="/fr/jobs/"]').first().click()
  await expect(page).toHaveURL(new RegExp(`^${site}/fr/jobs/[0-9a-f-]{36}$`))
  const jobUrl = page.url()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', jobUrl)

  await page
    .locator(`a[href="${new URL(jobUrl).pathname}/apply"]`)
    .first()
    .click()
  await expect(page).toHaveURL(`${jobUrl}/apply`)
  await fillApplication(page, {
    firstName: 'Zoé',
    lastName: 'Domaine',
    email,
    phone: '+33 6 12 34 56 78',
    cv: { name: 'CV Zoé.pdf', buffer: randomPdf(2048) },
    coverLetter: 'Bonjour.',
  })
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(`${jobUrl}/apply/confirmation`, { timeout: 20_000 })

  // The candidate's confirmation: the job and the withdrawal link on the company's domain.
  await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1)
  const candidateLinks = linksOf(mailTo(email)[0])
  expect(candidateLinks).toContain(jobUrl)
  const withdrawal = candidateLinks.find((link) => link.startsWith(`${site}/fr/withdraw?token=`))
  expect(withdrawal, candidateLinks.join('\n')).toBeDefined()
  await page.goto(withdrawal ?? '')
  await expect(page).toHaveURL(withdrawal ?? '')
  await expect(page.locator('form[action="/fr/withdraw"]')).toBeVisible()

  // The recruiters': the CV by a signed link on the company's domain, which answers with it.
  await expect.poll(() => mailTo(RECRUITERS).length, { timeout: 20_000 }).toBe(1)
  const cvLink = linksOf(mailTo(RECRUITERS)[0]).find((link) => link.startsWith(`${site}/api/cv/`))
  expect(cvLink).toBeDefined()
  // Fetched by the page (on the company's domain, which only the browser resolves here).
  const cv = await page.evaluate(async (url) => {
    const answer = await fetch(url)
    return [answer.status, answer.headers.get('content-type')]
  }, cvLink ?? '')
  expect(cv).toEqual([200, 'application/pdf'])
  for (const link of [...candidateLinks, ...linksOf(mailTo(RECRUITERS)[0])]) {
    expect(link.startsWith(own.origin), link).toBe(false)
  }
})
