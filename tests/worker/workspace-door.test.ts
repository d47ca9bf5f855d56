import { randomUUID } from 'node:crypto'
import { describe, expect, SEED, test } from './fixtures.ts'
import { onHost, workerPort } from './host-requests.ts'
import { parseHtml } from './html.ts'
import { get, origin, post } from './http.ts'
import {
  client,
  followLink,
  fromSite,
  linkPathFor,
  requestSignIn,
  requestSpace,
  sessionCookieOf,
  signIn,
} from './workspace.ts'

/**
 * The workspace's door against the built Worker: sign in and create a
 * space without a password, by a one-time link e-mailed through the outbox; the session
 * cookie; what every workspace answer says to caches, crawlers and other sites.
 */
const address = (label: string) => `${label}-${randomUUID()}@example.org`

describe('the door', () => {
  test('is private: never cached or indexed, no Referer, no cookie set for a visitor', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const door = await get(`/${locale}/workspace`)
      expect(door.status).toBe(200)
      expect(door.headers['cache-control']).toBe('private, no-store')
      expect(door.headers['x-robots-tag']).toBe('noindex')
      expect(door.headers['referrer-policy']).toBe('no-referrer')
      expect(door.headers['set-cookie']).toBeUndefined()
      const $ = parseHtml(door.text)
      expect($('html').attr('lang')).toBe(locale)
      expect($('form[method="post"]')).toHaveLength(2)
      expect($('meta[name="robots"]').attr('content')).toContain('noindex')
    }
  })

  test('answers "check your e-mail" the same way whether the address is known or not', async ({ sql }) => {
    const [{ since } = { since: new Date(0) }] = await sql<{ since: Date }[]>`select clock_timestamp() as since`
    const known = await requestSignIn('owner@lumen-energie.example')
    const unknown = await requestSignIn(address('nobody'))
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(303)
      expect(answer.headers.location).toBe('/fr/workspace?sent=1')
    }
    const sent = parseHtml((await get('/fr/workspace?sent=1')).text)
    expect(sent('[role="status"]').text()).toContain('Vérifiez votre boîte mail')
    // Other files sign this owner in at the same time (in English too): the link this request
    // sent is one of those sent since it began, in its page's language.
    const rows = await sql`
      select locale, subject from email_outbox where to_address = 'owner@lumen-energie.example'
      and kind = 'workspace_sign_in' and created_at >= ${since}`
    expect(rows).toContainEqual({ locale: 'fr', subject: expect.stringContaining('lien de connexion') })
  })

  test('refuses a malformed address with 422 and the field’s message, in each language', async () => {
    const fr = await requestSignIn('not-an-address')
    expect(fr.status).toBe(422)
    expect(parseHtml(fr.text)('#error-email').text()).toBe('Veuillez saisir un email valide.')
    expect(parseHtml(fr.text)('#field-email').attr('aria-describedby')).toBe('error-email')
    const en = await requestSignIn('not-an-address', 'en')
    expect(en.status).toBe(422)
    expect(parseHtml(en.text)('#error-email').text()).toBe('Please enter a valid e-mail address.')
  })

  test('refuses a cross-site or Origin-less POST (CSRF), whatever it carries', async ({ sql }) => {
    const email = address('csrf')
    for (const headers of [{ Origin: 'https://evil.example', ...client() }, client()]) {
      const answer = await post('/fr/workspace', { form: { intent: 'sign-in', email }, headers })
      expect(answer.status).toBe(403)
    }
    const [row] = await sql`select count(*)::int as n from email_outbox where to_address = ${email}`
    expect(row?.n).toBe(0)
  })

  test('is not served on a company’s own host', async ({ sql }) => {
    const [domain] = await sql`select hostname from company_domains limit 1`
    const host = domain?.hostname ?? 'carrieres.cafe-moka.example'
    const answer = await onHost(`${host}:${workerPort()}`, '/fr/workspace')
    expect(answer.status).toBe(404)
  })
})

describe('creating a space', () => {
  test('refuses reserved and taken addresses, and a malformed one, with 422', async () => {
    const email = address('space')
    const cases = [
      ['workspace', 'réservée'],
      [SEED.completeCompany, 'déjà prise'],
      ['Not A Slug!', 'lettres minuscules'],
    ] as const
    for (const [slug, message] of cases) {
      const answer = await requestSpace({ email, companyName: 'Ma Société', slug })
      expect(answer.status).toBe(422)
      expect(answer.text).toContain(message)
    }
  })

  test('by the e-mailed link: a Starter company, its owner, a session; its page exists at once, not indexed', async ({
    sql,
  }) => {
    const email = address('founder')
    const slug = `nouvelle-${Date.now().toString(36)}`
    const asked = await requestSpace({ email, companyName: 'Nouvelle Société', slug }, 'en')
    expect(asked.status).toBe(303)
    const [mail] = await sql`select locale, subject from email_outbox where to_address = ${email}`
    expect(mail).toMatchObject({ locale: 'en', subject: expect.stringContaining('Nouvelle Société') })
    const path = await linkPathFor(sql, email)
    // The link's page asks for one click; a GET uses nothing.
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    const followed = await followLink(path)
    expect(followed.status).toBe(303)
    expect(followed.headers.location).toBe('/en/workspace')
    const cookie = followed.headers['set-cookie'] ?? ''
    expect(cookie).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; Secure; HttpOnly; SameSite=Lax$/,
    )
    const [company] = await sql`
      select c.plan, m.role, u.email from companies c join company_members m on m.company_id = c.id
      join users u on u.id = m.user_id where c.slug = ${slug}`
    expect(company).toEqual({ plan: 'starter', role: 'owner', email })
    // Only the token's hash is stored.
    const token = sessionCookieOf(followed).split('=')[1] ?? ''
    const [stored] =
      await sql`select count(*)::int as n from sessions where token_hash = sha256(convert_to(${token}, 'UTF8'))`
    expect(stored?.n).toBe(1)
    const home = await get('/en/workspace', { headers: { Cookie: sessionCookieOf(followed) } })
    expect(parseHtml(home.text)('h1').text()).toBe('Nouvelle Société')
    const publicPage = await get(`/en/${slug}`)
    expect(publicPage.status).toBe(200)
    expect(parseHtml(publicPage.text)('meta[name="robots"]').attr('content')).toBe('noindex')
  })
})

describe('one-time links', () => {
  test('used twice at once open one session; used, expired or tampered links open none and say so', async ({ sql }) => {
    const email = address('twice')
    await requestSignIn(email)
    const path = await linkPathFor(sql, email)
    const answers = await Promise.all([followLink(path), followLink(path), followLink(path)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 410, 410])
    const [sessions] = await sql`
      select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`
    expect(sessions?.n).toBe(1)
    expect(answers.find((answer) => answer.status === 410)?.text).toContain('déjà servi')

    const expired = address('expired')
    await requestSignIn(expired)
    await sql`update sign_in_links set expires_at = now() - interval '1 second' where email = ${expired}`
    const late = await followLink(await linkPathFor(sql, expired))
    expect(late.status).toBe(410)
    expect(late.headers['set-cookie']).toBeUndefined()

    const tampered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`
    expect((await followLink(tampered)).status).toBe(410)
  })

  test('signing in again rotates the token: the session the browser came with ends', async ({ sql }) => {
    const email = address('rotate')
    const first = await signIn(sql, email)
    await requestSignIn(email)
    const again = await post(await linkPathFor(sql, email), { headers: { ...fromSite(), Cookie: first } })
    const second = sessionCookieOf(again)
    expect(second).not.toBe(first)
    const [sessions] = await sql`
      select count(*) filter (where revoked_at is null)::int as live, count(*)::int as all
      from sessions s join users u on u.id = s.user_id where u.email = ${email}`
    expect(sessions).toEqual({ live: 1, all: 2 })
  })

  test('sign in, see the workspace, sign out: the session is revoked', async ({ sql }) => {
    const cookie = await signIn(sql, 'owner@lumen-energie.example')
    const home = await get('/fr/workspace', { headers: { Cookie: cookie } })
    expect(parseHtml(home.text)('h1').text()).toBe('Lumen Énergie')
    const out = await post('/fr/workspace/sign-out', { headers: { ...fromSite(), Cookie: cookie } })
    expect(out.status).toBe(303)
    expect(out.headers['set-cookie']).toContain('Max-Age=0')
    const after = await get('/fr/workspace', { headers: { Cookie: cookie } })
    expect(parseHtml(after.text)('h1').text()).toBe('Votre espace entreprise')
  })
})

describe('abuse', () => {
  test('20 concurrent sign-ins to one address queue at most the cap of 10 e-mails', async ({ sql }) => {
    const email = address('flood')
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestSignIn(email)))
    const [row] = await sql`select count(*)::int as n from email_outbox where to_address = ${email}`
    console.info(`Concurrent sign-in requests to one address: 20; e-mails queued: ${row?.n}`)
    expect(row?.n).toBe(10)
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(10)
    for (const refused of answers.filter((answer) => answer.status !== 303)) {
      expect(refused.status).toBe(429)
      expect(parseHtml(refused.text)('[role="alert"]').text()).toContain("assez d'e-mails")
    }
  })

  test('one client asking for links to many addresses is limited per IP', async () => {
    const headers = fromSite()
    const statuses: number[] = []
    // Fixed one-minute windows: 21 quick requests meet the limit even across a window end.
    for (let n = 0; n < 21 && !statuses.includes(429); n++) {
      statuses.push((await requestSignIn(address(`ip${n}`), 'fr', headers)).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 303)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  test('a public page is the same with a session cookie: no cookie set, the cached copy', async ({ sql }) => {
    const cookie = await signIn(sql, 'owner@atelier-brique.example')
    const page = `/fr/${SEED.sparseCompany}`
    const plain = await get(page)
    const withCookie = await get(page, { headers: { Cookie: cookie } })
    expect(withCookie.status).toBe(200)
    expect(withCookie.headers['set-cookie']).toBeUndefined()
    expect(withCookie.headers['cache-control']).toBe(plain.headers['cache-control'])
    expect(withCookie.headers.etag).toBe(plain.headers.etag)
    expect(origin()).toBeTruthy()
  })
})
