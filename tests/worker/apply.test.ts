import { randomUUID } from 'node:crypto'
import { countRows, JOB } from '../tools/database.ts'
import { applicationForm, pdf } from './application-form.ts'
import { describe, expect, LOCALES, SEED, test } from './fixtures.ts'
import { parseHtml, texts, titleOf } from './html.ts'
import { get, origin, post } from './http.ts'

// The application form as served without JavaScript, and its endpoint's refusals and
// guarantees at the HTTP level. Filling it in a browser: tests/e2e/apply.spec.ts.

const applyPath = (locale: string, id: string = JOB.complete, slug: string = SEED.completeCompany) =>
  `/${locale}/${slug}/jobs/${id}/apply`

for (const locale of LOCALES) {
  describe(`application form without JavaScript (${locale})`, () => {
    test('the form: header, back link, fields, noindex', async () => {
      const page = parseHtml((await get(applyPath(locale))).text)
      expect(titleOf(page)).toBe(
        `${locale === 'fr' ? 'Postuler' : 'Apply'} • Ingénieur·e photovoltaïque | Lumen Énergie`,
      )
      expect(texts(page, 'h1')).toEqual(['Ingénieur·e photovoltaïque'])
      expect(page('textarea[name="coverLetter"]').attr('rows')).toBe('6')
      expect(page('input[type="checkbox"]:checked')).toHaveLength(0)
      // One posting, one indexable URL: the job page's (ADR 012); the form carries its
      // JobPosting all the same (tests/worker/crawlers.test.ts).
      expect(page('meta[name="robots"]').attr('content')).toBe('noindex,follow')
      expect(page('meta[name="description"]').attr('content')).toMatch(
        locale === 'fr'
          ? /^Postulez chez Lumen Énergie au poste Ingénieur·e photovoltaïque/
          : /^Apply to Lumen Énergie for the Ingénieur·e photovoltaïque position/,
      )
      expect(page('footer')).toHaveLength(0)
    })
  })
}

describe('application endpoint', () => {
  const ip = () => ({ 'CF-Connecting-IP': `192.0.2.${(Date.now() % 250) + 1}` })

  test('a resubmission of the same form creates exactly one application', async ({ sql }) => {
    const email = `twice-${Date.now()}@example.org`
    const key = randomUUID()
    const cv = pdf()
    const headers = ip()
    const responses = await Promise.all(
      [0, 1, 2].map(() => post(applyPath('fr'), { multipart: applicationForm(email, { key, cv }), headers })),
    )
    expect(responses.map((r) => r.status)).toEqual([303, 303, 303])
    expect(new Set(responses.map((r) => r.headers.location)).size).toBe(1)
    expect(await countRows(sql, 'applications', 'email', email)).toBe(1)
    expect(await countRows(sql, 'email_outbox', 'to_address', email)).toBe(1)
  })

  test('a withdrawn application’s form posted again does not bring it back: 409 and its message', async ({ sql }) => {
    const email = `withdrawn-${Date.now()}@example.org`
    const form = applicationForm(email)
    const headers = ip()
    expect((await post(applyPath('fr'), { multipart: form, headers })).status).toBe(303)
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from email_outbox where kind = 'application_confirmation' and to_address = ${email}`
    const token = decodeURIComponent(/\/withdraw\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '')
    const withdrawn = await post(`/fr/${SEED.completeCompany}/withdraw`, {
      form: { token },
      headers: { Origin: origin() },
    })
    expect(withdrawn.status).toBe(303)
    expect(await countRows(sql, 'applications', 'email', email)).toBe(0)

    const again = await post(applyPath('fr'), { multipart: form, headers })
    expect(again.status).toBe(409)
    expect(again.text).toContain('Vous avez retiré la candidature envoyée avec ce formulaire')
    expect(await countRows(sql, 'applications', 'email', email)).toBe(0)
  })

  test('is rate-limited per client: more than 10 applications a minute get 429 and a message', async () => {
    const headers = { 'CF-Connecting-IP': `203.0.113.${(Date.now() % 200) + 20}` }
    const statuses: number[] = []
    let last = ''
    // The limiter counts in fixed one-minute windows: 21 quick requests meet the limit even
    // if a window ends during the test.
    for (let i = 0; i < 21 && !statuses.includes(429); i++) {
      // Invalid on purpose (no CV): only the limiter is under test, nothing is stored.
      const response = await post(applyPath('en'), { multipart: { firstName: 'x' }, headers })
      statuses.push(response.status)
      last = response.text
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(last).toContain('Too many applications sent from your connection')
  })

  test('an 11 MB CV is refused with 413 and a message', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)])
    const response = await post(applyPath('en'), {
      multipart: applicationForm(`big-${Date.now()}@example.org`, { cv: big }),
      headers: ip(),
    })
    expect(response.status).toBe(413)
    expect(response.text).toContain('The CV is larger than 10 MB')
  })

  test('closed jobs, other companies and cross-site posts are refused', async () => {
    const body = {
      multipart: applicationForm(`no-${Date.now()}@example.org`),
      headers: ip(),
    }
    expect((await post(applyPath('fr', JOB.closed), body)).status).toBe(410)
    expect((await get(applyPath('fr', JOB.closed))).status).toBe(410)
    expect((await post(applyPath('fr', '00000000-0000-4000-8000-000000000000'), body)).status).toBe(404)
    const other = await post(applyPath('fr', JOB.complete, SEED.sparseCompany), body)
    expect(other.status).toBe(302)
    expect(other.headers.location).toBe('/fr/')
    const crossSite = await post(applyPath('fr'), {
      ...body,
      headers: { ...body.headers, Origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
  })
})
