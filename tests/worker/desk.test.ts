import { randomUUID } from 'node:crypto'
import { JOB } from '../tools/database.ts'
import { applicationForm, pdf } from './application-form.ts'
import { describe, expect, SEED, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { client, fromSite, signIn } from './workspace.ts'

/**
 * The recruiter's desk against the built Worker: a candidate applies on the
 * public page; Lumen's recruiter, signed in, finds the application in the inbox, opens it,
 * reads the CV from its short-lived link, adds a private note, moves it to "Entretien" with a
 * message; the candidate's e-mail says it, the note goes nowhere. Forms without JavaScript;
 * every answer private; another company's member gets 404.
 */
const applyPath = `/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply`

async function applyAs(lastName: string) {
  const email = `desk-${randomUUID()}@candidate.example`
  const cv = pdf()
  const applied = await post(applyPath, { multipart: applicationForm(email, { lastName, cv }), headers: client() })
  expect(applied.status).toBe(303)
  return { email, cv }
}

/** A last name the form accepts (letters only) that no other test uses. */
const uniqueName = (prefix: string) =>
  `${prefix}${Array.from(randomUUID().replace(/-/g, '').slice(0, 8), (hex) => String.fromCharCode(97 + Number.parseInt(hex, 16))).join('')}`

const formBody = (entries: [string, string][]) => ({
  body: new URLSearchParams(entries).toString(),
  headers: { ...fromSite(), 'Content-Type': 'application/x-www-form-urlencoded' },
})

describe('the recruiter’s desk', () => {
  test('a recruiter finds the application, reads the CV, notes it and moves it to Entretien with a message', async ({
    sql,
  }) => {
    const lastName = uniqueName('Desk')
    const { email, cv } = await applyAs(lastName)
    const cookie = await signIn(sql, 'recruteur@lumen-energie.example')
    const signedIn = { Cookie: cookie }

    const inbox = await get(`/fr/workspace/applications?q=${lastName}`, { headers: signedIn })
    expect(inbox.status).toBe(200)
    expect(inbox.headers['cache-control']).toBe('private, no-store')
    expect(inbox.headers['x-robots-tag']).toBe('noindex')
    const $inbox = parseHtml(inbox.text)
    expect($inbox('h1').text()).toBe('Candidatures')
    const link = $inbox(`a:contains("${lastName}")`).attr('href') ?? ''
    expect(link).toMatch(/^\/fr\/workspace\/applications\/[0-9a-f-]{36}$/)
    const id = link.split('/').at(-1) ?? ''

    const page = await get(link, { headers: signedIn })
    expect(page.status).toBe(200)
    const $page = parseHtml(page.text)
    expect($page('h1').text()).toBe(`Alex ${lastName}`)
    expect($page('meta[name="robots"]').attr('content')).toContain('noindex')
    const cvUrl = $page('a:contains("Voir le CV")').attr('href') ?? ''
    const shown = await get(cvUrl, { headers: signedIn })
    expect(shown.status).toBe(200)
    expect(shown.headers['content-type']).toBe('application/pdf')
    expect(shown.headers['content-disposition']).toMatch(/^inline/)
    expect(shown.headers['cache-control']).toBe('private, no-store')
    expect(shown.body.equals(cv)).toBe(true)
    // Without the session, or with another application's token: nothing.
    expect((await get(cvUrl)).status).toBe(303)
    expect((await get(cvUrl.replace(id, randomUUID()), { headers: signedIn })).status).toBe(404)

    const noteKey = $page('form[action$="/notes"] input[name="formKey"]').attr('value') ?? ''
    const note = `Note privée ${randomUUID()}`
    const noted = await post(`${link}/notes`, {
      ...formBody([
        ['formKey', noteKey],
        ['body', note],
      ]),
      headers: { ...formBody([]).headers, ...signedIn },
    })
    expect(noted.status).toBe(303)

    const statusKey = $page('form[action$="/status"] input[name="formKey"]').attr('value') ?? ''
    const change = formBody([
      ['formKey', statusKey],
      ['status', 'interview'],
      ['message', 'Rendez-vous lundi à 10 h.'],
    ])
    const changed = await post(`${link}/status`, { ...change, headers: { ...change.headers, ...signedIn } })
    expect(changed.status).toBe(303)
    expect(changed.headers.location).toBe(`${link}?changed=1`)
    // The same form again (a double click): no second e-mail.
    expect((await post(`${link}/status`, { ...change, headers: { ...change.headers, ...signedIn } })).status).toBe(303)

    const $changed = parseHtml((await get(`${link}?changed=1`, { headers: signedIn })).text)
    expect($changed('[role="status"]').text()).toContain('Statut enregistré')
    expect($changed('#notes').text()).toContain(note)
    const mails = await sql<{ subject: string; text: string }[]>`
      select subject, text_body as text from email_outbox where to_address = ${email} and kind = 'application_status'`
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toMatch(/: Entretien$/)
    expect(mails[0]?.text).toContain('Rendez-vous lundi à 10 h.')
    const [leaks] = await sql<{ n: number }[]>`
      select (select count(*)::int from email_outbox where text_body like ${`%${note}%`})
        + (select count(*)::int from webhook_deliveries where payload::text like ${`%${note}%`}) as n`
    expect(leaks?.n).toBe(0)
  })

  test('refuses what is not its own: signed out, another company’s member, a cross-site post, a bad form', async ({
    sql,
  }) => {
    const other = uniqueName('Other')
    await applyAs(other)
    const [row = { id: '' }] = await sql<{ id: string }[]>`select id from applications where last_name = ${other}`
    const path = `/en/workspace/applications/${row.id}`
    const signedOut = await get(path)
    expect([signedOut.status, signedOut.headers.location]).toEqual([302, '/en/workspace'])
    const moka = { Cookie: await signIn(sql, 'owner@cafe-moka.example', 'en') }
    expect((await get(path, { headers: moka })).status).toBe(404)
    expect((await get(`/en/workspace/applications/export?job=${JOB.complete}`, { headers: moka })).status).toBe(404)
    const change = formBody([
      ['formKey', randomUUID()],
      ['status', 'rejected'],
    ])
    expect((await post(`${path}/status`, { ...change, headers: { ...change.headers, ...moka } })).status).toBe(404)
    const lumen = { Cookie: await signIn(sql, 'owner@lumen-energie.example', 'en') }
    const crossSite = await post(`${path}/status`, {
      body: change.body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', ...lumen },
    })
    expect(crossSite.status).toBe(403)
    const bad = formBody([
      ['formKey', randomUUID()],
      ['status', 'received'],
    ])
    const refused = await post(`${path}/status`, { ...bad, headers: { ...bad.headers, ...lumen } })
    expect(refused.status).toBe(422)
    expect(parseHtml(refused.text)('form[action$="/status"]').text()).toContain('Choose a status.')
    const [events] = await sql<{ n: number }[]>`
      select count(*)::int as n from application_status_events where application_id = ${row.id} and source = 'recruiter'`
    expect(events?.n).toBe(0)
  })

  test('a bulk change sent twice is one e-mail each; an erasure needs its box ticked and takes the CV', async ({
    sql,
  }) => {
    const names = [uniqueName('Bulk'), uniqueName('Bulk')]
    const emails = [(await applyAs(names[0] ?? '')).email, (await applyAs(names[1] ?? '')).email]
    const rows = await sql<{ id: string; cvKey: string }[]>`
      select id, cv_key as "cvKey" from applications where last_name in ${sql(names)} order by last_name`
    const lumen = { Cookie: await signIn(sql, 'recruteur@lumen-energie.example') }
    const bulk = formBody([
      ['formKey', randomUUID()],
      ['status', 'rejected'],
      ['message', 'Merci pour votre candidature.'],
      ...rows.map((row): [string, string] => ['ids', row.id]),
    ])
    const sent = await Promise.all(
      [0, 1].map(() => post('/fr/workspace/applications/bulk', { ...bulk, headers: { ...bulk.headers, ...lumen } })),
    )
    expect(sent.map((answer) => [answer.status, answer.headers.location])).toEqual([
      [303, '/fr/workspace/applications?changed=2'],
      [303, '/fr/workspace/applications?changed=2'],
    ])
    const [mails] = await sql<{ n: number }[]>`
      select count(*)::int as n from email_outbox where to_address in ${sql(emails)} and kind = 'application_status'`
    expect(mails?.n).toBe(2)
    const empty = formBody([
      ['formKey', randomUUID()],
      ['status', 'rejected'],
    ])
    expect(
      (await post('/fr/workspace/applications/bulk', { ...empty, headers: { ...empty.headers, ...lumen } })).status,
    ).toBe(422)

    const erasePath = `/fr/workspace/applications/${rows[0]?.id}/erase`
    const unticked = formBody([])
    expect((await post(erasePath, { ...unticked, headers: { ...unticked.headers, ...lumen } })).status).toBe(422)
    const ticked = formBody([['confirm', 'yes']])
    const erased = await post(erasePath, { ...ticked, headers: { ...ticked.headers, ...lumen } })
    expect([erased.status, erased.headers.location]).toEqual([303, '/fr/workspace/applications?erased=1'])
    expect(await sql`select 1 from applications where id = ${rows[0]?.id ?? ''}`).toHaveLength(0)
    expect((await get(`/fr/workspace/applications/${rows[0]?.id}`, { headers: lumen })).status).toBe(404)
  })

  test('exports an offer’s applications as CSV, in the member’s language', async ({ sql }) => {
    const exported = uniqueName('Export')
    await applyAs(exported)
    const lumen = { Cookie: await signIn(sql, 'owner@lumen-energie.example', 'en') }
    const csv = await get(`/en/workspace/applications/export?job=${JOB.complete}`, { headers: lumen })
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['cache-control']).toBe('private, no-store')
    expect(csv.text.startsWith('\uFEFFFirst name,Last name,E-mail,Phone,Status')).toBe(true)
    // The phone starts with + : neutralised as a formula would be.
    expect(csv.text).toContain(`Alex,${exported},`)
    expect(csv.text).toContain(",'+33612345678,")
  })
})
