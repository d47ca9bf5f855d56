import { randomUUID } from 'node:crypto'
import { fillApplication, randomPdf } from './application-form.ts'
import { expect, test } from './fixtures.ts'

/**
 * A candidate's whole journey on a company's own domain (ADR 044), in Chromium,
 * on the production Worker: browse the company's site, open a job, apply with a CV, and
 * follow the confirmation e-mail's links, all on `carrieres.{slug}.localhost` (Chromium
 * resolves `*.localhost` to this machine), never on the platform's host nor under the slug.
 * An Enterprise company of its own on the shared Worker, whose e-mails stay in the outbox
 * (no RESEND_API_KEY) and whose links name PUBLIC_ORIGIN's port (wrangler.toml's 3000), not
 * this test server's: each link is checked as printed, then followed on this server.
 */
const slug = `domain-${randomUUID().slice(0, 8)}`
const HOST = `carrieres.${slug}.localhost`
const PRINTED = `http://${HOST}:3000`
const RECRUITERS = `recrutement@${slug}.example`
const PORT = Number(process.env.E2E_PORT ?? 8788)
const site = `http://${HOST}:${PORT}`

// The site's own requests are not a third party's; a French browser (`/` → `/fr/`).
test.use({ allowedOrigins: [site], locale: 'fr-FR' })

test('browse, open a job, apply with a CV and follow the e-mail’s links, all on the company’s domain', async ({
  page,
  sql,
}) => {
  test.setTimeout(60_000)
  const [company] = await sql<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan, applications_email)
    values (${slug}, 'Domaine & Cie', gen_random_uuid(), 'enterprise', ${RECRUITERS}) returning id`
  await sql`
    insert into jobs (company_id, workspace_id, title, status, description, contract_type, city)
    select id, workspace_id, 'Barista', 'published', 'Le poste, en détail.', 'CDI', 'Lyon'
    from companies where id = ${company?.id ?? ''}`
  await sql`insert into company_domains (hostname, company_id, is_primary) values (${HOST}, ${company?.id ?? ''}, true)`
  const email = `domain-${Date.now()}@example.org`
  const mailLinks = async (kind: string, to: string) => {
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from email_outbox where kind = ${kind} and to_address = ${to}`
    return mail?.text.match(/https?:\/\/[^\s<>")]+/g) ?? []
  }
  const onThisServer = (printed: string) => `${site}${printed.slice(PRINTED.length)}`

  await page.goto(`${site}/`)
  await expect(page).toHaveURL(`${site}/fr/`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PRINTED}/fr/`)
  // The company's platform address sends the visitor to its domain.
  const moved = await page.request.get(`/fr/${slug}/jobs`, { maxRedirects: 0 })
  expect([moved.status(), moved.headers().location]).toEqual([301, `${PRINTED}/fr/jobs`])

  await page
    .locator('main')
    .getByRole('link', { name: /offres/i })
    .first()
    .click()
  await expect(page).toHaveURL(`${site}/fr/jobs`)
  await page.locator('main a[href^="/fr/jobs/"]').first().click()
  await expect(page).toHaveURL(new RegExp(`^${site}/fr/jobs/[0-9a-f-]{36}$`))
  const jobPath = new URL(page.url()).pathname
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PRINTED}${jobPath}`)

  await page.locator(`a[href="${jobPath}/apply"]`).first().click()
  await expect(page).toHaveURL(`${site}${jobPath}/apply`)
  await fillApplication(page, {
    firstName: 'Zoé',
    lastName: 'Domaine',
    email,
    phone: '+33 6 12 34 56 78',
    cv: { name: 'CV Zoé.pdf', buffer: randomPdf(2048) },
    coverLetter: 'Bonjour.',
  })
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(`${site}${jobPath}/apply/confirmation`, { timeout: 20_000 })

  // The candidate's confirmation: the job and the withdrawal link on the company's domain.
  const candidateLinks = await mailLinks('application_confirmation', email)
  expect(candidateLinks).toContain(`${PRINTED}${jobPath}`)
  const withdrawal = candidateLinks.find((link) => link.startsWith(`${PRINTED}/fr/withdraw?token=`)) ?? ''
  expect(withdrawal, candidateLinks.join('\n')).not.toBe('')
  await page.goto(onThisServer(withdrawal))
  await expect(page.locator('form[action="/fr/withdraw"]')).toBeVisible()

  // The recruiters': the CV by a signed link on the company's domain, which answers with it.
  const recruiterLinks = await mailLinks('recruiter_application', RECRUITERS)
  const cvLink = recruiterLinks.find((link) => link.startsWith(`${PRINTED}/api/cv/`)) ?? ''
  expect(cvLink, recruiterLinks.join('\n')).not.toBe('')
  // Fetched by the page (on the company's domain, which only the browser resolves here).
  const cv = await page.evaluate(async (url) => {
    const answer = await fetch(url)
    return [answer.status, answer.headers.get('content-type')]
  }, onThisServer(cvLink))
  expect(cv).toEqual([200, 'application/pdf'])
  for (const link of [...candidateLinks, ...recruiterLinks]) expect(link.startsWith(`${PRINTED}/`), link).toBe(true)
})
