import { createHmac, randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { JOB } from '../tools/database.ts'
import { validateHtml } from '../tools/validators.ts'
import { applicationForm } from './application-form.ts'
import { describe, expect, SEED, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, origin, post } from './http.ts'

/**
 * Application status (ADR 046) over HTTP against the built Worker: a company's
 * signed event changes the candidate's private page and queues one e-mail; a replay or a
 * forged signature changes nothing; a recruiter's link changes nothing until its POST.
 */
const company = SEED.completeCompany

/** Applies through the form; returns the application's id and its e-mails' text. */
async function apply(sql: postgres.Sql, locale: 'fr' | 'en') {
  const email = `status-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`
  const headers = { 'CF-Connecting-IP': `198.51.100.${(Date.now() % 250) + 1}` }
  expect(
    (await post(`/${locale}/${company}/jobs/${JOB.complete}/apply`, { multipart: applicationForm(email), headers }))
      .status,
  ).toBe(303)
  const [row] = await sql<{ id: string; confirmation: string; recruiters: string }[]>`
    select a.id,
      (select text_body from email_outbox where application_id = a.id and kind = 'application_confirmation') as confirmation,
      (select text_body from email_outbox where application_id = a.id and kind = 'recruiter_application') as recruiters
    from applications a where a.email = ${email}
  `
  if (!row) throw new Error('no application')
  const statusPath = new URL(/https?:\/\/\S+\/application\?token=\S+/.exec(row.confirmation)?.[0] ?? '/none')
  return { ...row, statusPath: `${statusPath.pathname}${statusPath.search}` }
}

async function companySecret(sql: postgres.Sql): Promise<string> {
  const [row] = await sql<
    { secret: string }[]
  >`select applications_webhook_secret as secret from companies where slug = ${company}`
  return row?.secret ?? ''
}

/** A POST as a company's ATS sends it, signed as our webhooks are. */
function sendEvent(applicationId: string, secret: string, event: Record<string, unknown> | string) {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  const t = Math.floor(Date.now() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return post(`/api/applications/${applicationId}/status`, {
    body,
    headers: { 'Content-Type': 'application/json', 'Talentsite-Signature': `t=${t},v1=${v1}` },
  })
}

const statusEmails = async (sql: postgres.Sql, id: string) =>
  (await sql`select 1 from email_outbox where application_id = ${id} and kind = 'application_status'`).length

describe('a company’s ATS sets an application’s status', () => {
  test('a signed event changes the candidate’s page and queues one e-mail; a replay or a forgery changes nothing', async ({
    sql,
  }) => {
    const application = await apply(sql, 'en')
    const before = await get(application.statusPath)
    expect(before.status).toBe(200)
    expect(before.headers['cache-control']).toContain('no-store')
    expect(before.headers['referrer-policy']).toBe('no-referrer')
    const page = parseHtml(before.text)
    expect(page('meta[name="robots"]').attr('content')).toContain('noindex')
    expect(page('[data-share]')).toHaveLength(0)
    expect(page('main, body').text()).toContain('Status: Application received')
    // The withdraw button leads to the withdrawal's own confirmation (ADR 025).
    const withdrawHref = page('a[href*="/withdraw?token="]').attr('href') ?? ''
    expect((await get(withdrawHref)).status).toBe(200)
    // Another company's address, or an altered token: not found, and still no Referer.
    const elsewhere = await get(application.statusPath.replace(`/${company}/`, `/${SEED.sparseCompany}/`))
    const altered = await get(`${application.statusPath}x`)
    expect([elsewhere.status, altered.status]).toEqual([404, 404])
    expect(altered.headers['referrer-policy']).toBe('no-referrer')

    const secret = await companySecret(sql)
    const event = {
      event_id: `ats-${randomUUID()}`,
      status: 'interview',
      occurred_at: new Date().toISOString(),
      message: 'See you on Monday',
    }
    const applied = await sendEvent(application.id, secret, event)
    expect(applied.status).toBe(200)
    expect(applied.json()).toEqual({ ok: true, applied: true })
    const updated = parseHtml((await get(application.statusPath)).text)
    expect(updated('body').text()).toContain('Status: Interview')
    expect(updated('ol li').length).toBe(2)
    expect(updated('ol').text()).toContain('See you on Monday')
    expect(await statusEmails(sql, application.id)).toBe(1)

    // The same event again: 200, nothing changes.
    const replay = await sendEvent(application.id, secret, { ...event, status: 'rejected' })
    expect(replay.status).toBe(200)
    expect(replay.json()).toEqual({ ok: true, replay: true })
    // Forged, or for an application that is not there: one and the same 401.
    const forged = await sendEvent(application.id, 'not-the-company-secret-at-all-32-chars', {
      ...event,
      event_id: 'forged',
      status: 'rejected',
    })
    const unknown = await sendEvent(randomUUID(), secret, { ...event, event_id: 'unknown' })
    expect([forged.status, unknown.status]).toEqual([401, 401])
    expect(forged.text).toBe(unknown.text)
    expect(parseHtml((await get(application.statusPath)).text)('body').text()).toContain('Status: Interview')
    expect(await statusEmails(sql, application.id)).toBe(1)
    const [events] =
      await sql`select count(*)::int as n from application_status_events where application_id = ${application.id}`
    expect(events?.n).toBe(2)
  })

  test('bad input: 4xx naming the field, never a 5xx', async ({ sql }) => {
    const application = await apply(sql, 'fr')
    const secret = await companySecret(sql)
    const base = { event_id: `ats-${randomUUID()}`, status: 'in_review', occurred_at: new Date().toISOString() }
    const unknownStatus = await sendEvent(application.id, secret, { ...base, status: 'promoted' })
    expect(unknownStatus.status).toBe(422)
    expect(unknownStatus.json()).toMatchObject({ error: 'invalid-field', field: 'status' })
    // `received` is the candidate's form's own, `withdrawn` the candidate's erasure.
    for (const status of ['received', 'withdrawn']) {
      expect((await sendEvent(application.id, secret, { ...base, status })).json()).toMatchObject({ field: 'status' })
    }
    const badDate = await sendEvent(application.id, secret, { ...base, occurred_at: 'yesterday' })
    expect(badDate.json()).toMatchObject({ field: 'occurred_at' })
    const future = await sendEvent(application.id, secret, { ...base, occurred_at: '2999-01-01T00:00:00Z' })
    expect(future.json()).toMatchObject({ field: 'occurred_at' })
    expect((await sendEvent(application.id, secret, { ...base, message: 'x'.repeat(2001) })).json()).toMatchObject({
      field: 'message',
    })
    expect((await sendEvent(application.id, secret, '{not json')).status).toBe(400)
    expect((await sendEvent(application.id, secret, 'x'.repeat(20_000))).status).toBe(413)
    expect((await post('/api/applications/not-a-uuid/status', { json: base })).status).toBe(404)
    const [events] =
      await sql`select count(*)::int as n from application_status_events where application_id = ${application.id}`
    expect(events?.n).toBe(1)
  })
})

describe('the confirmation page on the device that applied', () => {
  test('links to the application’s status page, from its withdrawal cookie', async ({ sql }) => {
    const application = await apply(sql, 'en')
    const withdrawToken = decodeURIComponent(/\/withdraw\?token=(\S+)/.exec(application.confirmation)?.[1] ?? '')
    const confirmation = `/en/${company}/jobs/${JOB.complete}/apply/confirmation`
    const page = parseHtml((await get(confirmation, { headers: { Cookie: `withdrawal=${withdrawToken}` } })).text)
    const statusHref = page('a[href*="/application?token="]').attr('href') ?? ''
    const status = await get(statusHref)
    expect(status.status).toBe(200)
    expect(parseHtml(status.text)('body').text()).toContain('Status: Application received')
    // Without the cookie (any other device), no link.
    expect(parseHtml((await get(confirmation)).text)('a[href*="/application?token="]')).toHaveLength(0)
  })
})

describe('a recruiter’s status link', () => {
  test('opening it changes nothing; its confirmation’s POST does, once', async ({ sql }) => {
    const application = await apply(sql, 'fr')
    const link = /Refuser : (https?:\/\/\S+)/.exec(application.recruiters)?.[1] ?? ''
    const url = new URL(link)
    const opened = await get(`${url.pathname}${url.search}`)
    expect(opened.status).toBe(200)
    expect(opened.headers['referrer-policy']).toBe('no-referrer')
    const page = parseHtml(opened.text)
    expect(page('body').text()).toContain('Statut actuel : Candidature reçue')
    expect(await statusEmails(sql, application.id)).toBe(0)

    const form = {
      token: page('input[name="token"]').attr('value') ?? '',
      event_id: page('input[name="event_id"]').attr('value') ?? '',
    }
    const confirmed = await post(url.pathname, { form, headers: { Origin: origin() } })
    expect(confirmed.status).toBe(303)
    expect((await post(url.pathname, { form, headers: { Origin: origin() } })).status).toBe(303)
    expect(await statusEmails(sql, application.id)).toBe(1)
    const done = parseHtml((await get(confirmed.headers.location ?? '')).text)
    expect(done('body').text()).toContain('Statut actuel : Candidature non retenue')
    const candidatePage = (await get(application.statusPath)).text
    expect(parseHtml(candidatePage)('body').text()).toContain('Statut : Candidature non retenue')
    // Both pages, as W3C's checker reads them (every other page type: html-validity.test.ts).
    const documents = [
      { name: 'recruiter decision', html: opened.text },
      { name: 'candidate status', html: candidatePage },
    ]
    expect(await validateHtml(documents)).toEqual([])
  })

  test('a withdrawn application’s status page says it is erased, and nothing of it', async ({ sql }) => {
    const application = await apply(sql, 'fr')
    const withdraw = /\/withdraw\?token=(\S+)/.exec(application.confirmation)?.[1] ?? ''
    const gone = await post(`/fr/${company}/withdraw`, {
      form: { token: decodeURIComponent(withdraw) },
      headers: { Origin: origin() },
    })
    expect(gone.status).toBe(303)
    const page = await get(application.statusPath)
    expect(page.status).toBe(200)
    expect(parseHtml(page.text)('h1').text()).toBe('Candidature effacée')
    expect(page.text).not.toContain('Ingénieur·e photovoltaïque')
  })
})
