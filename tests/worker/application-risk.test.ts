import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import {
  encodeSolution,
  type ProofChallenge,
  solveChallenge,
} from '#components/widgets/application-form/proof-of-work.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { signFormShown } from '#server/features/application-risk/form-shown.server.ts'
import { JOB } from '../tools/database.ts'
import { applicationForm, pdf } from './application-form.ts'
import { describe, expect, SEED, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { client, signIn } from './workspace.ts'

/**
 * Applications from people, not bots (ADR 077), over HTTP against the built Worker: every
 * application is stored and delivered, flagged with a level the company sees in its e-mail,
 * its webhook and its desk, never the candidate; only a foreign or replayed proof of work is
 * refused, with the rate limit's 429.
 */
const applyPath = `/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply`
const jobId = JOB.complete

const newEmail = (label: string) => `risk-${label}-${randomUUID()}@candidate.example`
/**
 * A French mobile number no other test uses: the seed's one is in every test's application,
 * and "the same phone in many applications" is one of the signals.
 */
const newPhone = () => `+336${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** The form as `applicationForm` makes it, with a phone of its own. */
const ownForm = (email: string, options: Parameters<typeof applicationForm>[1] = {}) => ({
  ...applicationForm(email, options),
  phone: newPhone(),
})

/** The form's signed render time, as the page signs it, `secondsAgo` before now. */
const shownAt = (key: string, secondsAgo: number) =>
  signFormShown(LOCAL_LINK_SIGNING_SECRET, { jobId, idempotencyKey: key }, new Date(Date.now() - secondsAgo * 1000))

/** A challenge from the Worker, solved as the form's Web Worker does. */
async function solvedChallenge(): Promise<string> {
  const answer = await get('/api/apply-challenge', { headers: { Accept: 'application/json' } })
  expect(answer.status).toBe(200)
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.headers['set-cookie']).toBeUndefined()
  const challenge = JSON.parse(answer.text) as ProofChallenge
  const number = await solveChallenge(challenge)
  if (number === null) throw new Error('unsolvable challenge')
  return encodeSolution(challenge, number)
}

/** A person's form: shown a minute ago, with its proof of work. */
async function personForm(email: string, altcha: string, options: Parameters<typeof applicationForm>[1] = {}) {
  const form = ownForm(email, options)
  return { ...form, shownAt: await shownAt(form.idempotencyKey, 60), altcha, website: '' }
}

type StoredRisk = { id: string; level: string; signals: string[]; recruiters: string; confirmation: string }

async function storedRisk(sql: postgres.Sql, email: string): Promise<StoredRisk> {
  const [row] = await sql<StoredRisk[]>`
    select a.id, a.risk_level as level, a.risk_signals as signals,
      (select text_body from email_outbox where application_id = a.id and kind = 'recruiter_application') as recruiters,
      (select text_body from email_outbox where application_id = a.id and kind = 'application_confirmation')
        as confirmation
    from applications a where a.email = ${email}
  `
  if (!row) throw new Error(`no application for ${email}`)
  return row
}

describe('applications flagged, never rejected', () => {
  test('a person’s form with its proof of work: low, and the company’s e-mail and webhook say so', async ({ sql }) => {
    const email = newEmail('person')
    const answer = await post(applyPath, {
      multipart: await personForm(email, await solvedChallenge()),
      headers: client(),
    })
    expect(answer.status).toBe(303)
    const stored = await storedRisk(sql, email)
    expect(stored).toMatchObject({ level: 'low', signals: [] })
    expect(stored.recruiters).toContain('Risque de robot : faible')
    const [event] = await sql<{ payload: { application: { risk: unknown } } }[]>`
      select payload from webhook_deliveries where application_id = ${stored.id}`
    expect(event?.payload.application.risk).toEqual({ level: 'low', signals: [] })
  })

  test('a plain HTTP post (the form never fetched): stored, delivered, high; the candidate is not told', async ({
    sql,
  }) => {
    const email = newEmail('plain')
    const answer = await post(applyPath, { multipart: ownForm(email), headers: client() })
    expect(answer.status).toBe(303)
    const stored = await storedRisk(sql, email)
    expect(stored).toMatchObject({ level: 'high', signals: ['form-not-shown', 'not-verified'] })
    expect(stored.recruiters).toMatch(/Risque de robot : élevé \(envoyé sans que le formulaire ait été affiché, /)
    expect(stored.confirmation).not.toMatch(/robot|risque/i)
    const [event] = await sql<{ payload: { application: { risk: unknown } } }[]>`
      select payload from webhook_deliveries where application_id = ${stored.id}`
    expect(event?.payload.application.risk).toEqual({ level: 'high', signals: ['form-not-shown', 'not-verified'] })
  })

  test('without JavaScript (the form fetched, read, sent): accepted and "not verified", medium only', async ({
    sql,
  }) => {
    const page = parseHtml((await get(applyPath)).text)
    const key = (page('input[name="idempotencyKey"]').attr('value') ?? '') as ReturnType<typeof randomUUID>
    const rendered = page('input[name="shownAt"]').attr('value') ?? ''
    expect(rendered).toMatch(/^\d{13}\.[0-9a-f]{64}$/)
    expect(page('input[name="altcha"]').attr('value')).toBe('')
    // Sent straight away, the form as rendered is too fast for a person: high.
    const fastEmail = newEmail('fast')
    const fast = { ...ownForm(fastEmail, { key }), shownAt: rendered, altcha: '', website: '' }
    expect((await post(applyPath, { multipart: fast, headers: client() })).status).toBe(303)
    expect(await storedRisk(sql, fastEmail)).toMatchObject({ level: 'high', signals: ['fast-submit', 'not-verified'] })
    // The same without JavaScript, after the time a person takes (signed as the page signs it).
    const email = newEmail('nojs')
    const form = ownForm(email)
    const slow = { ...form, shownAt: await shownAt(form.idempotencyKey, 90), altcha: '', website: '' }
    expect((await post(applyPath, { multipart: slow, headers: client() })).status).toBe(303)
    expect(await storedRisk(sql, email)).toMatchObject({ level: 'medium', signals: ['not-verified'] })
  })

  test('a filled honeypot: stored and delivered, flagged high (it used to be dropped)', async ({ sql }) => {
    const email = newEmail('honeypot')
    const form = { ...(await personForm(email, await solvedChallenge())), website: 'https://spam.example' }
    expect((await post(applyPath, { multipart: form, headers: client() })).status).toBe(303)
    const stored = await storedRisk(sql, email)
    expect(stored).toMatchObject({ level: 'high', signals: ['honeypot'] })
    expect(stored.recruiters).toContain('Risque de robot : élevé (champ invisible rempli (robot))')
  })

  test('the same CV in many applications is flagged from the 6th; a throwaway address too', async ({ sql }) => {
    const cv = pdf()
    const emails = Array.from({ length: 6 }, (_, index) => newEmail(`samecv${index}`))
    for (const email of emails) {
      const form = await personForm(email, await solvedChallenge(), { cv })
      expect((await post(applyPath, { multipart: form, headers: client() })).status).toBe(303)
    }
    const levels = await Promise.all(emails.map((email) => storedRisk(sql, email)))
    expect(levels.slice(0, 5).map((row) => row.signals)).toEqual([[], [], [], [], []])
    expect(levels[5]).toMatchObject({ level: 'medium', signals: ['same-cv'] })

    const throwaway = `risk-${randomUUID().slice(0, 8)}@mailinator.com`
    const form = await personForm(throwaway, await solvedChallenge())
    expect((await post(applyPath, { multipart: form, headers: client() })).status).toBe(303)
    expect(await storedRisk(sql, throwaway)).toMatchObject({ level: 'medium', signals: ['disposable-email'] })
  })

  test('the desk shows the level and the signals to the company’s recruiter', async ({ sql }) => {
    const email = newEmail('desk')
    expect((await post(applyPath, { multipart: ownForm(email), headers: client() })).status).toBe(303)
    const { id } = await storedRisk(sql, email)
    const cookie = await signIn(sql, 'recruteur@lumen-energie.example')
    const answer = await get(`/fr/workspace/applications/${id}`, { headers: { Cookie: cookie } })
    expect(answer.status).toBe(200)
    const page = parseHtml(answer.text)
    expect(page('[data-testid="risk"]').text()).toMatch(/^élevé \(envoyé sans que le formulaire ait été affiché, /)
  })
})

describe('the proof of work: used once, ours only', () => {
  test('a replayed challenge is refused with 429 and the rate limit’s message, concurrent replays too', async ({
    sql,
  }) => {
    const altcha = await solvedChallenge()
    const first = await personForm(newEmail('first'), altcha)
    expect((await post(applyPath, { multipart: first, headers: client() })).status).toBe(303)
    // The same form sent again (a retry) is still that form: the same application.
    expect((await post(applyPath, { multipart: first, headers: client() })).status).toBe(303)
    const replays = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const email = newEmail(`replay${index}`)
        const answer = await post(applyPath, { multipart: await personForm(email, altcha), headers: client() })
        return { email, answer }
      }),
    )
    expect(replays.map(({ answer }) => answer.status)).toEqual([429, 429, 429, 429, 429, 429])
    expect(replays[0]?.answer.text).toContain('Trop de candidatures envoyées depuis votre connexion')
    for (const { email } of replays) {
      expect(await sql`select 1 from applications where email = ${email}`).toHaveLength(0)
    }
  })

  test('a fresh challenge sent by several forms at once: exactly one is accepted', async ({ sql }) => {
    const altcha = await solvedChallenge()
    const emails = Array.from({ length: 5 }, (_, index) => newEmail(`race${index}`))
    const forms = await Promise.all(emails.map((email) => personForm(email, altcha)))
    const answers = await Promise.all(forms.map((form) => post(applyPath, { multipart: form, headers: client() })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 429, 429, 429, 429])
    const stored = await sql`select 1 from applications where email in ${sql(emails)}`
    expect(stored).toHaveLength(1)
  })

  test('another site’s or a made-up solution is refused with 429 as JSON too', async () => {
    const foreign = btoa(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: '0'.repeat(64),
        number: 1,
        salt: 'x',
        signature: '1'.repeat(64),
      }),
    )
    const form = await personForm(newEmail('foreign'), foreign)
    const answer = await post(applyPath, {
      multipart: form,
      headers: { ...client(), Accept: 'application/json' },
    })
    expect(answer.status).toBe(429)
    expect(JSON.parse(answer.text)).toEqual({ ok: false, errors: {}, formError: 'rate-limited' })
  })
})

test('the privacy page says what the checks look at and what is kept, in French and English', async () => {
  const said = async (locale: string) =>
    parseHtml((await get(`/${locale}/${SEED.completeCompany}/privacy`)).text)('#bot-checks').text()
  const fr = await said('fr')
  for (const words of [
    'un champ invisible',
    'une adresse e-mail jetable',
    'Seuls le niveau',
    'une heure',
    'dans tous les cas',
  ]) {
    expect(fr, words).toContain(words)
  }
  const en = await said('en')
  for (const words of [
    'an invisible field',
    'a throwaway e-mail address',
    'Only the resulting level',
    'one hour',
    'in every case',
  ]) {
    expect(en, words).toContain(words)
  }
})
