import { randomBytes, randomUUID } from 'node:crypto'
import { VISIBLE_JOBS } from '../tools/database.ts'
import { describe, expect, SEED, test } from './fixtures.ts'
import { fieldRefusal, post } from './http.ts'

/**
 * The one cap on e-mails a visitor can make the site send to an address (ADR 039), over
 * HTTP against the built Worker: job alert subscriptions and saved jobs sent at once to one
 * address, each from a client of its own (the per-client limits are not what is tested),
 * give exactly 10 e-mails; every other request gets a 429 with the message and sends nothing.
 */
const CAP = 10
const list = `/fr/${SEED.completeCompany}/jobs`
/** A client of its own: a fresh bucket of every per-client limit. */
const client = () => ({ 'CF-Connecting-IP': `10.${randomBytes(3).join('.')}` })

const subscribe = (email: string, q: string, headers: Record<string, string> = { Accept: 'application/json' }) =>
  post(list, { form: { email, q, contract: '', city: '', remote: '' }, headers: { ...client(), ...headers } })

const save = (email: string, jobId: string, locale: 'fr' | 'en' = 'en') =>
  post('/api/save-job', { json: { email, jobId, locale }, headers: client() })

describe('at most 10 e-mails a day to an address a visitor types', () => {
  test('30 subscriptions and 10 saves at once: 10 e-mails, 30 refusals with the message', async ({ sql }) => {
    const address = `flood-${randomUUID()}@example.org`
    const jobs = VISIBLE_JOBS.slice(0, 10).map(([, id]) => id)
    const tried = 30 + jobs.length
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, n) => subscribe(n % 2 ? address : address.toUpperCase(), `poste ${n}`)),
      ...jobs.map((id) => save(address, id)),
    ])
    const [row] = await sql`select count(*)::int as n from email_outbox where lower(to_address) = ${address}`
    console.info(`Concurrent subscriptions and saves tried: ${tried}; e-mails queued: ${row?.n}`)
    expect(row?.n).toBe(CAP)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CAP)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused).toHaveLength(tried - CAP)
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(answer.json<{ error: string }>().error).toBe('address-capped')
    }
    const messages = new Set(refused.map((answer) => answer.json<{ message: string }>().message))
    expect([...messages].every((message) => typeof message === 'string' && message.length > 0)).toBe(true)
    // Nothing written for a refused subscription: no alert without its confirmation.
    const [alerts] = await sql`select count(*)::int as n from job_alerts where lower(email) = ${address}`
    expect(alerts?.n).toBe(answers.slice(0, 30).filter((answer) => answer.status === 200).length)
  })

  test('past the cap, each form says so in its language, with or without JavaScript', async () => {
    const address = `capped-${randomUUID()}@example.org`
    for (let n = 0; n < CAP; n++) expect((await subscribe(address, `offre ${n}`)).status).toBe(200)
    const saved = await save(address, VISIBLE_JOBS[0]?.[1] ?? '', 'en')
    expect(saved.status).toBe(429)
    expect(saved.json()).toMatchObject(
      fieldRefusal(
        'address-capped',
        'This address has received enough e-mails from us today. Please try again tomorrow.',
      ),
    )
    // The save form without JavaScript: the job page, its form open with the message.
    const savePage = await post('/api/save-job', {
      form: { email: address, jobId: VISIBLE_JOBS[1]?.[1] ?? '', locale: 'fr' },
      headers: client(),
    })
    expect(savePage.status).toBe(429)
    expect(savePage.text).toContain('Cette adresse a reçu assez d&#x27;e-mails de notre part aujourd&#x27;hui.')
    expect(savePage.text).toContain(`value="${address}"`)
    const json = await subscribe(address, 'encore')
    expect(json.status).toBe(429)
    expect(json.json<{ message: string }>().message).toBe(
      "Cette adresse a reçu assez d'e-mails de notre part aujourd'hui. Réessayez demain.",
    )
    // Without JavaScript: the list again, the form with the message and the address typed.
    const page = await subscribe(address, 'encore', {})
    expect(page.status).toBe(429)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.text).toContain('Cette adresse a reçu assez d&#x27;e-mails de notre part aujourd&#x27;hui.')
    expect(page.text).toContain(`value="${address}"`)
  })
})
