import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { afterAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { fromSite, signIn } from './workspace.ts'

/**
 * The owners' settings page and the members' statistics page (ADR 070, 071)
 * in the built Worker, over HTTP, without JavaScript: the permission check first (signed
 * out, the door; a recruiter, 404), forms refused with their field's message (422) or
 * saved (303), the webhook secret shown once and the same for a form sent twice at once,
 * another company's delivery not found; the statistics with the answer figures, and the
 * closing journey: three open applications answered by the cron after a 0-day delay.
 */
const EMAILS = '@workspace-settings.example'
const made: string[] = []

afterAll(async () => {
  const sql = openWorkerDatabase()
  try {
    // The closing journey's applications are kept from their company's deletion (their retention): gone first.
    await sql`delete from applications where company_id in (select id from companies where slug in ${sql(made)})`
    await sql`delete from companies where slug in ${sql(made)}`
    await sql`delete from users where email like ${`%${EMAILS}`}`
  } finally {
    await sql.end()
  }
})

/** A company of the test's own (Pro unless told), its owner and a recruiter signed in. */
async function space(sql: postgres.Sql, plan: 'starter' | 'pro' = 'pro') {
  const slug = `reglages-${randomUUID().slice(0, 8)}`
  made.push(slug)
  const [company] = await sql<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan) values (${slug}, 'Atelier Réglé', gen_random_uuid(), ${plan})
    returning id`
  const id = company?.id ?? ''
  const emails = { owner: `owner-${slug}${EMAILS}`, recruiter: `recruiter-${slug}${EMAILS}` }
  for (const role of ['owner', 'recruiter'] as const) {
    await sql`
      with u as (insert into users (email, locale) values (${emails[role]}, 'fr') returning id)
      insert into company_members (company_id, user_id, role) select ${id}, id, ${role} from u`
  }
  const owner = { Cookie: await signIn(sql, emails.owner), ...fromSite() }
  const recruiter = { Cookie: await signIn(sql, emails.recruiter), ...fromSite() }
  return { id, slug, owner, recruiter }
}

const PAGE = '/fr/workspace/settings'
const text = (html: string) => parseHtml(html).root().text().replace(/\s+/g, ' ')
const keyOf = (html: string, action: string) =>
  parseHtml(html)(`form[action$="${action}"] input[name="formKey"]`).first().attr('value') ?? ''

describe('the settings page', () => {
  test('is the owners’: signed out, the door; a recruiter, a 404 for the page and every form', async ({ sql }) => {
    const { owner, recruiter } = await space(sql)
    const signedOut = await get(PAGE)
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.location).toBe('/fr/workspace')
    expect((await get(PAGE, { headers: recruiter })).status).toBe(404)
    for (const form of [
      'delivery',
      'closing-answer',
      'webhook',
      'webhook/secret',
      `webhook/deliveries/${randomUUID()}/redeliver`,
    ])
      expect((await post(`${PAGE}/${form}`, { headers: recruiter, form: {} })).status).toBe(404)
    const page = await get(PAGE, { headers: owner })
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(parseHtml(page.text)('h1').text()).toBe('Paramètres')
    const english = await get('/en/workspace/settings', { headers: owner })
    expect(parseHtml(english.text)('h1').text()).toBe('Settings')
    expect(english.text).toContain('E-mail address that receives applications')
  })

  test('saves where applications go and the closing answer, and refuses bad fields with their message', async ({
    sql,
  }) => {
    const { id, owner } = await space(sql)
    const refused = await post(`${PAGE}/delivery`, { headers: owner, form: { applicationsEmail: 'pas une adresse' } })
    expect(refused.status).toBe(422)
    expect(text(refused.text)).toContain('Saisissez une adresse e-mail valide, ou laissez le champ vide.')
    const saved = await post(`${PAGE}/delivery`, { headers: owner, form: { applicationsEmail: 'rh@atelier.example' } })
    expect(saved.status).toBe(303)
    expect(saved.headers.location).toBe(`${PAGE}?saved=delivery#delivery`)

    const tooLong = await post(`${PAGE}/closing-answer`, { headers: owner, form: { delayDays: '91' } })
    expect(tooLong.status).toBe(422)
    expect(text(tooLong.text)).toContain('Indiquez un nombre de jours entre 0 et 90.')
    const closing = { delayDays: '0', textFr: 'Merci pour votre candidature.', textEn: '' }
    expect((await post(`${PAGE}/closing-answer`, { headers: owner, form: closing })).status).toBe(303)
    const [row] = await sql`
      select applications_email, notify_candidates, closing_answer_delay_days, closing_answer_fr, closing_answer_en
      from companies where id = ${id}`
    expect(row).toEqual({
      applications_email: 'rh@atelier.example',
      // The box was not ticked: candidates are not e-mailed.
      notify_candidates: false,
      closing_answer_delay_days: 0,
      closing_answer_fr: 'Merci pour votre candidature.',
      closing_answer_en: null,
    })
  })

  test('shows a new webhook secret once, the same one for a form sent twice at once', async ({ sql }) => {
    const { id, slug, owner } = await space(sql)
    const secretOf = async () =>
      (await sql<{ secret: string }[]>`select applications_webhook_secret as secret from companies where id = ${id}`)[0]
        ?.secret
    const page = await get(PAGE, { headers: owner })
    const local = await post(`${PAGE}/webhook`, {
      headers: owner,
      form: { formKey: keyOf(page.text, '/settings/webhook'), url: 'https://127.0.0.1/hooks' },
    })
    expect(local.status).toBe(422)
    expect(text(local.text)).toContain("Saisissez une adresse https d'un serveur public")

    const form = { formKey: keyOf(page.text, '/settings/webhook'), url: `https://ats.${slug}.example.com/hooks` }
    const answers = await Promise.all([1, 2].map(() => post(`${PAGE}/webhook`, { headers: owner, form })))
    const shown = answers.map((answer) => parseHtml(answer.text)('[data-webhook-secret]').text())
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(shown[0]).toMatch(/^whsec_/)
    expect(shown).toEqual([await secretOf(), await secretOf()])
    expect(answers[0]?.headers['cache-control']).toBe('private, no-store')
    // Never again.
    const again = await get(PAGE, { headers: owner })
    expect(again.text).not.toContain(shown[0])

    const rotation = { formKey: keyOf(again.text, '/webhook/secret') }
    const rotated = await Promise.all(
      [1, 2].map(() => post(`${PAGE}/webhook/secret`, { headers: owner, form: rotation })),
    )
    const fresh = rotated.map((answer) => parseHtml(answer.text)('[data-webhook-secret]').text())
    expect(fresh[0]).not.toBe(shown[0])
    expect(fresh).toEqual([await secretOf(), await secretOf()])
  })

  test('lists the deliveries and sends a finished one again; another company’s is not found', async ({ sql }) => {
    const mine = await space(sql)
    const other = await space(sql)
    const [delivery] = await sql<{ id: string }[]>`
      insert into webhook_deliveries (company_id, event_type, payload, status, attempts, last_status, last_duration_ms)
      values (${mine.id}, 'application.withdrawn', '{}', 'failed', 9, 502, 1234) returning id`
    const deliveryId = delivery?.id ?? ''
    const [redirected] = await sql<{ id: string }[]>`
      insert into webhook_deliveries (company_id, event_type, payload, status, attempts, last_status, last_error)
      values (${mine.id}, 'application.received', '{}', 'failed', 9, 301, 'HTTP 301 (redirect not followed)') returning id`
    const page = await get(PAGE, { headers: mine.owner })
    const $ = parseHtml(page.text)
    expect($(`tr[data-delivery="${redirected?.id}"]`).text()).toContain('Nouvelle candidature')
    expect($(`tr[data-delivery="${redirected?.id}"]`).text()).toContain('301 (redirection non suivie)')
    const line = $(`tr[data-delivery="${deliveryId}"]`)
    expect(line.text()).toContain('502')
    expect(line.text()).toContain('1234 ms')
    expect(line.find('[data-delivery-status]').attr('data-delivery-status')).toBe('failed')
    // Each "Renvoyer" says which delivery it sends again (its event and date) to a screen reader.
    const described = (line.find('button').attr('aria-describedby') ?? '').split(' ')
    expect(described.map((id) => $(`#${id}`).text()).join(' ')).toMatch(/^Candidature retirée .* \d{2}\/\d{2}\/\d{4}/)
    const action = `${PAGE}/webhook/deliveries/${deliveryId}/redeliver`
    const formKey = keyOf(page.text, '/redeliver')
    const otherKey = keyOf((await get(PAGE, { headers: other.owner })).text, '/settings/webhook')
    expect((await post(action, { headers: other.owner, form: { formKey: otherKey } })).status).toBe(404)
    expect((await post(action, { headers: mine.owner, form: { formKey: 'not-a-key' } })).status).toBe(422)

    const answers = await Promise.all([1, 2].map(() => post(action, { headers: mine.owner, form: { formKey } })))
    const shown = `${PAGE}?redelivered=${deliveryId}#delivery-${deliveryId}`
    expect(answers.map((answer) => [answer.status, answer.headers.location])).toEqual([
      [303, shown],
      [303, shown],
    ])
    const [row] = await sql`select redelivery_key, redelivered_at from webhook_deliveries where id = ${deliveryId}`
    expect(row?.redelivery_key).toBe(formKey)
    expect(row?.redelivered_at).toBeInstanceOf(Date)

    // The page it goes to names the delivery sent again, in the member's language, and its
    // line says when it was asked for; the old round's code and duration are gone from it
    // (whether or not the new attempt, made after the response, has happened yet).
    for (const [lang, said, event, when] of [
      ['fr', 'L’envoi « Candidature retirée » du', 'Candidature retirée', 'Renvoyé le'],
      ['en', 'The “Application withdrawn” delivery of', 'Application withdrawn', 'Sent again on'],
    ] as const) {
      const after = await get(`/${lang}/workspace/settings?redelivered=${deliveryId}`, { headers: mine.owner })
      const $after = parseHtml(after.text)
      expect($after(`[role="status"][data-redelivered="${deliveryId}"]`).text().replace(/'/g, '’')).toContain(said)
      const redone = $after(`tr#delivery-${deliveryId}`)
      expect(redone.text()).toContain(event)
      expect(redone.find('[data-redelivered-at]').text()).toContain(when)
      expect(redone.text()).not.toContain('502')
      expect(redone.text()).not.toContain('1234 ms')
    }
  })
})

describe('the statistics in the workspace', () => {
  test('an offer with three open applications closed with a 0-day delay: the cron answers all three, 100 % within 30 days', async ({
    sql,
  }) => {
    const { id, owner, recruiter } = await space(sql)
    const closing = { delayDays: '0', textFr: 'Le poste est pourvu, merci de votre intérêt.', textEn: '' }
    expect((await post(`${PAGE}/closing-answer`, { headers: owner, form: closing })).status).toBe(303)
    const [job] = await sql<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status, description, city)
      select id, workspace_id, 'Menuisier', 'published', 'Un poste.', 'Lyon' from companies where id = ${id}
      returning id`
    const jobId = job?.id ?? ''
    const applications = await sql<{ id: string }[]>`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
      select gen_random_uuid(), ${jobId}, ${id}, 'Alex', 'Ferme' || n, 'alex' || n || ${EMAILS}, '+33612345678',
        'Bonjour', 'cv/' || gen_random_uuid(), 'cv.pdf', 1000, 'fr', true, true
      from generate_series(1, 3) n returning id`
    await sql`
      insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
      select id, company_id, 'received', created_at, 'candidate', true from applications where job_id = ${jobId}`
    const before = await get('/fr/workspace/statistics', { headers: recruiter })
    expect(parseHtml(before.text)('[data-answer-figure="within-30-days"]').first().text()).toBe('–')

    await sql`update jobs set status = 'closed' where id = ${jobId}`
    expect((await get('/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*')).status).toBe(200)
    const answered = await sql<{ status: string; eventId: string }[]>`
      select status, event_id as "eventId" from application_status_events
      where application_id in ${sql(applications.map((application) => application.id))} and source = 'system'`
    expect(answered).toHaveLength(3)
    expect(answered.every((event) => event.status === 'rejected' && event.eventId.startsWith('closing:'))).toBe(true)

    const page = await get('/fr/workspace/statistics', { headers: recruiter })
    expect(page.status).toBe(200)
    const $ = parseHtml(page.text)
    expect($('h1').text()).toBe('Statistiques')
    const normalise = (value: string) => value.replace(/\s/g, ' ')
    expect(normalise($('[data-answer-figure="within-30-days"]').first().text())).toBe('100 %')
    expect($('[data-answer-figure="median"]').first().text()).toMatch(/heure/)
    expect(normalise($(`tr[data-offer="${jobId}"]`).text())).toContain('100 %')
    // Pro: the signed link's figures, and that link to share, read-only.
    expect($('#totals-heading').text()).toMatch(/^Du /)
    const shared = $('[data-shared-link]').attr('href') ?? ''
    expect((await get(shared)).status).toBe(200)
    // The home shows both figures for every plan.
    const home = parseHtml((await get('/fr/workspace', { headers: owner })).text)
    expect(normalise(home('[data-answer-figure="within-30-days"]').text())).toBe('100 %')
  })

  test('a Starter company sees what Pro adds, in English too, and no shared link', async ({ sql }) => {
    const { recruiter } = await space(sql, 'starter')
    const page = await get('/en/workspace/statistics', { headers: recruiter })
    expect(page.status).toBe(200)
    const $ = parseHtml(page.text)
    expect($('h1').text()).toBe('Statistics')
    expect($('#plan-heading').text()).toBe('Statistics are part of the Pro plan')
    expect(page.text).toContain('Candidates answered within 30 days')
    expect($('[data-shared-link]').length).toBe(0)
    expect((await get('/fr/workspace/statistics')).status).toBe(302)
  })
})
