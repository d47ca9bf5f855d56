import { randomBytes, randomUUID } from 'node:crypto'
import { validateAgainstXsd } from '../../tools/validators.ts'
import { expect, LOCALES, test, waitForHydration } from '../fixtures.ts'
import { expectCleanBody } from './clean-answers.ts'
import { expectInertPage, useHostileCompany } from './hostile-company.ts'
import { ALL_PAYLOADS, BASELINE, COMPANY_NAME, JOB_TITLE, PAYLOAD } from './hostile-texts.ts'
import { ipv6 } from './hostile-values.ts'

// Hostile company and job texts render inert everywhere: pages, feeds, the sitemap and the
// e-mails.

test.describe('a company whose texts are hostile', () => {
  const company = useHostileCompany()

  for (const locale of LOCALES) {
    test(`every page renders the texts inert (${locale})`, async ({ page }) => {
      test.setTimeout(90_000)
      const dialogs: string[] = []
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message())
        await dialog.dismiss()
      })
      const base = `/${locale}/${company.slug}`
      const job = `${base}/jobs/${company.jobs.form}`
      await expectInertPage(page, base, COMPANY_NAME, dialogs)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(COMPANY_NAME)
      await expect(page.locator('a[href^="tel:"]')).toContainText(`+33 1 ${PAYLOAD.svg}`)
      await expect(page.getByText(BASELINE).first()).toBeVisible()
      await expectInertPage(page, `${base}/companie`, `Intro ${ALL_PAYLOADS}`, dialogs)
      await expectInertPage(page, `${base}/team`, PAYLOAD.closeScript, dialogs)
      expect(await page.title()).toContain(`Team ${PAYLOAD.closeScript}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Meta ${PAYLOAD.svg}`)
      await expectInertPage(page, `${base}/jobs`, JOB_TITLE, dialogs)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(COMPANY_NAME)
      await expect(page.locator('a[href^="https://apply.example/"]')).toContainText(JOB_TITLE)
      await expectInertPage(page, `${base}/jobs?q=${encodeURIComponent(PAYLOAD.closeScript)}`, JOB_TITLE, dialogs)
      // The search box (the job alert form carries the same criteria as hidden fields).
      await expect(page.locator('input[name="q"]:not([type="hidden"])')).toHaveValue(PAYLOAD.closeScript)
      await expectInertPage(page, job, JOB_TITLE, dialogs)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(JOB_TITLE)
      await expect(page.getByText(`Intro ${ALL_PAYLOADS}`).first()).toBeVisible()
      await expectInertPage(page, `${job}/apply`, JOB_TITLE, dialogs, false)
      await expect(page.locator('label[for="field-consentRetention"]')).toContainText(COMPANY_NAME)
      const confirmation = await page.goto(`${job}/apply/confirmation`)
      expect(confirmation?.status()).toBe(200)
      expectCleanBody((await confirmation?.text()) ?? '', 'text/html', 'confirmation')
      await waitForHydration(page)
      await expect(page.locator('body')).toContainText(COMPANY_NAME)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()

      // Reached by its links (page loads): still text.
      await page.goto(base)
      await waitForHydration(page)
      await page.locator(`a[href="${base}/jobs"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`${base}/jobs$`))
      await page.locator(`a[href="${job}"]`).first().click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(JOB_TITLE)
      // Links built from the page's path (language switch) name the page.
      await expect(page.locator('a[href*="pageContext.json"]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(dialogs).toEqual([])
    })
  }

  test('feeds and the sitemap stay well-formed, with the texts escaped', async ({ page, request }) => {
    await page.goto('/fr/not-found')
    const parse = (text: string, type: DOMParserSupportedType) =>
      page.evaluate(
        ([source, mime]) => {
          const doc = new DOMParser().parseFromString(source, mime as DOMParserSupportedType)
          const error = doc.querySelector('parsererror')?.textContent ?? null
          const titles = [...doc.querySelectorAll('item > title, job > title')].map((node) => node.textContent)
          const descriptions = [...doc.querySelectorAll('item > description, job > description')].map(
            (node) => node.textContent ?? '',
          )
          return { error, titles, descriptions }
        },
        [text, type] as const,
      )
    /** HTML carried as text: parsed, it has no element a payload could make. */
    const liveElements = (html: string) =>
      page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html')
        return doc.querySelectorAll('script, img, svg, [onerror], [onload]').length
      }, html)

    for (const file of ['feed.rss', 'feed.xml']) {
      const response = await request.get(`/en/${company.slug}/jobs/${file}`)
      expect(response.status(), file).toBe(200)
      const xml = await response.text()
      // Texts are escaped (RSS) or CDATA (the job feed): parsed, they come back as the same text.
      const parsed = await parse(xml, 'application/xml')
      expect(parsed.error, file).toBeNull()
      expect(parsed.titles, file).toEqual([JOB_TITLE, JOB_TITLE])
      for (const description of parsed.descriptions) {
        expect(description, file).toContain('window.__pwned')
        expect(await liveElements(description), file).toBe(0)
      }
    }
    const json = (await (await request.get(`/fr/${company.slug}/jobs/feed.json`)).json()) as {
      title: string
      items: { title: string; content_html?: string; content_text?: string }[]
    }
    expect(json.title).toContain(COMPANY_NAME)
    expect(json.items.map((item) => item.title)).toEqual([JOB_TITLE, JOB_TITLE])
    for (const item of json.items) {
      if (item.content_html) expect(await liveElements(item.content_html)).toBe(0)
    }
    const sitemap = await request.get(`/sitemaps/company-${company.slug}.xml`)
    expect(sitemap.status()).toBe(200)
    const sitemapXml = await sitemap.text()
    expect(await validateAgainstXsd('sitemap', sitemapXml)).toMatchObject({ valid: true })
    expect(sitemapXml).toContain(`/fr/${company.slug}/jobs/${company.jobs.form}`)
  })

  test('e-mails: the saved-job and confirmation e-mails escape every hostile text in their HTML', async ({
    sql,
    request,
  }) => {
    const marker = randomBytes(6).toString('hex')
    const address = `hostile-${marker}@example.org`
    const firstName = 'Ève'
    const saved = await request.post('/api/save-job', {
      data: { email: address, jobId: company.jobs.form, locale: 'en' },
      headers: { 'CF-Connecting-IP': ipv6() },
    })
    expect(saved.status()).toBe(200)
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(32), Buffer.from('\n%%EOF\n')])
    const form = (names: { firstName: string; lastName: string }) => ({
      idempotencyKey: randomUUID(),
      ...names,
      email: address,
      phone: '+33612345678',
      coverLetter: ALL_PAYLOADS,
      consentRetention: 'on',
      consentTerms: 'on',
      cv: { name: `${PAYLOAD.img}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    })
    // A name is greeted in the e-mail: markup or a link in it is refused outright.
    const refused = await request.post(`/fr/${company.slug}/jobs/${company.jobs.form}/apply`, {
      multipart: form({ firstName: `Eve ${PAYLOAD.script}`, lastName: PAYLOAD.svg }),
      headers: { 'CF-Connecting-IP': ipv6() },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(422)
    expect(await refused.text()).toContain('Prénom invalide')
    const applied = await request.post(`/fr/${company.slug}/jobs/${company.jobs.form}/apply`, {
      multipart: form({ firstName, lastName: 'Martin' }),
      headers: { 'CF-Connecting-IP': ipv6() },
      maxRedirects: 0,
    })
    expect(applied.status()).toBe(303)
    const [application] = await sql`select first_name, cv_file_name from applications where email = ${address}`
    expect(application?.first_name).toBe(firstName)
    expect(application?.cv_file_name).toMatch(/^[A-Za-z0-9._-]+\.pdf$/)
    const mails = await sql<{ kind: string; subject: string; html_body: string; text_body: string }[]>`
      select kind, subject, html_body, text_body from email_outbox where to_address = ${address} order by kind`
    expect(mails.map((mail) => mail.kind)).toEqual(['application_confirmation', 'saved_job'])
    for (const mail of mails) {
      expect(mail.html_body, mail.kind).not.toMatch(/<(?:script|img|svg)\b/i)
      expect(mail.html_body, mail.kind).toContain('&lt;script&gt;')
      expect(mail.subject, mail.kind).toContain(JOB_TITLE)
      expect(mail.text_body, mail.kind).toContain(JOB_TITLE)
    }
    expect(mails[0]?.text_body).toContain(firstName)
  })
})
