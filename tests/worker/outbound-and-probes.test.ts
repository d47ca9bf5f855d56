import { randomUUID } from 'node:crypto'
import { JOB } from '../tools/database.ts'
import { describe, expect, test } from './fixtures.ts'
import { get, post } from './http.ts'

/**
 * The production build in workerd (`vike preview`): probes of the development server's
 * paths, and the save-by-email endpoint's refusal of what PostgreSQL cannot store.
 */

describe('paths of Vite’s development server are unknown paths in production', () => {
  const PROBES = [
    '/@vite/client',
    '/@vite/client?import',
    '/@fs/etc/passwd',
    '/@fs/work/wt-outbound/package.json',
    '/@%66s/etc/passwd',
    '/fr/%2e%2e/@fs/etc/passwd',
    '/@id/virtual:vike',
    '/__vite_ping',
    '/__vite_pingx',
  ]
  for (const path of PROBES) {
    test(`${path}: the ordinary not-found page, 404`, async () => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(response.headers['content-type']).toContain('text/html')
      const html = response.text
      expect(html).toContain('<title>Page non trouvée</title>')
      expect(html).toContain('Retourner à l')
    })
  }
})

describe('save-by-email: what PostgreSQL cannot store is a field error, not an outage', () => {
  const valid = () => ({
    email: `nul-${randomUUID()}@candidate.example`,
    jobId: JOB.complete,
    jobTitle: 'Développeur',
    companyName: 'Lumen',
    url: 'http://localhost/fr/x',
    locale: 'fr',
  })
  const MESSAGE = {
    email: 'Veuillez saisir un email valide.',
    jobId: 'Offre introuvable',
    other: 'Une erreur est survenue. Veuillez réessayer.',
  }
  const CASES: [keyof ReturnType<typeof valid>, string, string][] = [
    ['email', 'ada\0@candidate.example', MESSAGE.email],
    ['email', 'ada@candidate.example\0', MESSAGE.email],
    ['jobId', `${JOB.complete}\0`, MESSAGE.jobId],
    ['jobTitle', 'Dev\0', MESSAGE.other],
    ['companyName', '\0', MESSAGE.other],
    ['url', 'http://localhost/\0', MESSAGE.other],
    ['locale', 'fr\0', MESSAGE.other],
  ]

  test('as JSON and as a form post: 422 with the field and its message, nothing queued', async ({ sql }) => {
    for (const [index, [field, value, message]] of CASES.entries()) {
      const payload = { ...valid(), [field]: value }
      const headers = { 'CF-Connecting-IP': `192.0.2.${index + 1}` }
      const asJson = await post('/api/save-job', { json: payload, headers })
      const asForm = await post('/api/save-job', { form: payload, headers })
      for (const answer of [asJson, asForm]) {
        expect(answer.status, `${field} ${JSON.stringify(value)}`).toBe(422)
        // A form post refused for its address answers the job page with the message in its form.
        if (answer === asForm && field === 'email') {
          expect(answer.headers['content-type']).toContain('text/html')
          const html = answer.text
          expect(html).toContain(message)
          expect(html).not.toContain('\0')
          continue
        }
        expect(answer.json()).toEqual({ ok: false, error: expect.any(String), field, message })
      }
    }
    const [queued] = await sql`select count(*)::int as n from email_outbox where to_address like 'nul-%'`
    expect(queued?.n).toBe(0)
    const english = await post('/api/save-job', {
      json: { ...valid(), email: 'a\0@b.co', locale: 'en' },
      headers: { 'CF-Connecting-IP': '192.0.2.100' },
    })
    expect(english.json()).toMatchObject({ field: 'email', message: 'Please enter a valid e-mail address.' })
  })
})
