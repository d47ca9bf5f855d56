import { randomBytes, randomUUID } from 'node:crypto'
import { ALL_PAYLOADS, COMPANY_NAME, JOB_TITLE, PAYLOAD } from '../../tools/hostile-input/hostile-texts.ts'
import { validateAgainstXsd } from '../../tools/validators.ts'
import { describe, expect, test } from '../fixtures.ts'
import { parseHtml, parseXml } from '../html.ts'
import { get, post } from '../http.ts'
import { useHostileCompany } from './hostile-company.ts'
import { ipv6 } from './hostile-values.ts'

// Hostile company and job texts render inert in the feeds, the sitemap and the e-mails. In
// pages: tests/e2e/hostile-input/hostile-company.spec.ts.

describe('a company whose texts are hostile', () => {
  const company = useHostileCompany()

  test('feeds and the sitemap stay well-formed, with the texts escaped', async () => {
    /** The XML parsed: its first error (the JDK's parser, as strict as a browser's), its items' titles and descriptions. */
    const parse = async (text: string) => {
      const { valid, output } = await validateAgainstXsd('well-formed', text)
      const doc = parseXml(text)
      const titles = doc('item > title, job > title')
        .toArray()
        .map((node) => doc(node).text())
      const descriptions = doc('item > description, job > description')
        .toArray()
        .map((node) => doc(node).text())
      return { error: valid ? null : output, titles, descriptions }
    }
    /** HTML carried as text: parsed, it has no element a payload could make. */
    const liveElements = (html: string) =>
      parseHtml(html)('script, img, svg, [onerror], [onload], a:not([href^="https:"]):not([href^="http:"])').length

    for (const file of ['feed.rss', 'feed.xml']) {
      const response = await get(`/en/${company.slug}/jobs/${file}`)
      expect(response.status, file).toBe(200)
      const xml = response.text
      // Texts are escaped (RSS) or CDATA (the job feed): parsed, they come back as the same text.
      const parsed = await parse(xml)
      expect(parsed.error, file).toBeNull()
      expect(parsed.titles, file).toEqual([JOB_TITLE, JOB_TITLE])
      for (const description of parsed.descriptions) {
        expect(description, file).toContain('window.__pwned')
        expect(liveElements(description), file).toBe(0)
      }
    }
    const json = (await get(`/fr/${company.slug}/jobs/feed.json`)).json<{
      title: string
      items: { title: string; content_html?: string; content_text?: string }[]
    }>()
    expect(json.title).toContain(COMPANY_NAME)
    expect(json.items.map((item) => item.title)).toEqual([JOB_TITLE, JOB_TITLE])
    for (const item of json.items) {
      if (item.content_html) expect(liveElements(item.content_html)).toBe(0)
    }
    const sitemap = await get(`/sitemaps/company-${company.slug}.xml`)
    expect(sitemap.status).toBe(200)
    const sitemapXml = sitemap.text
    expect(await validateAgainstXsd('sitemap', sitemapXml)).toMatchObject({ valid: true })
    expect(sitemapXml).toContain(`/fr/${company.slug}/jobs/${company.jobs.form}`)
  })

  test('e-mails: the saved-job and confirmation e-mails escape every hostile text in their HTML', async ({ sql }) => {
    const marker = randomBytes(6).toString('hex')
    const address = `hostile-${marker}@example.org`
    const firstName = 'Ève'
    const saved = await post('/api/save-job', {
      json: { email: address, jobId: company.jobs.form, locale: 'en' },
      headers: { 'CF-Connecting-IP': ipv6() },
    })
    expect(saved.status).toBe(200)
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
    const refused = await post(`/fr/${company.slug}/jobs/${company.jobs.form}/apply`, {
      multipart: form({ firstName: `Eve ${PAYLOAD.script}`, lastName: PAYLOAD.svg }),
      headers: { 'CF-Connecting-IP': ipv6() },
    })
    expect(refused.status).toBe(422)
    expect(refused.text).toContain('Prénom invalide')
    const applied = await post(`/fr/${company.slug}/jobs/${company.jobs.form}/apply`, {
      multipart: form({ firstName, lastName: 'Martin' }),
      headers: { 'CF-Connecting-IP': ipv6() },
    })
    expect(applied.status).toBe(303)
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
