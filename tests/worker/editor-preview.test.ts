import { randomBytes } from 'node:crypto'
import type postgres from 'postgres'
import { markdownToHtml } from '#domain/markdown.ts'
import { describe, expect, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { type Answer, get, post } from './http.ts'
import { followLink, fromSite, linkPathFor, requestSpace, sessionCookieOf, signIn } from './workspace.ts'

// The editors' private previews (ADR 074): the public job page and company page
// drawn with unsaved or draft content, at a workspace address (private, never stored, never
// indexed, no share button), in both languages; the company page is its owners'; the offers'
// list shows views where the plan counts them.

const FIRST = '## Missions\n- **souder** des structures'
const TYPED = '## Vos missions\n1. lire des [plans](https://plans.example/)\n2. **souder**'

async function newSpace(sql: postgres.Sql, name: string) {
  const email = `preview-${randomBytes(4).toString('hex')}@example.org`
  const slug = `apercu-${randomBytes(4).toString('hex')}`
  expect((await requestSpace({ email, companyName: name, slug })).status).toBe(303)
  const cookie = sessionCookieOf(await followLink(await linkPathFor(sql, email)))
  return { slug, cookie, headers: { Cookie: cookie, ...fromSite() } }
}

const idOf = (answer: Answer) => /\/workspace\/jobs\/([0-9a-f-]{36})\?/.exec(answer.headers.location ?? '')?.[1] ?? ''

function expectPrivate(answer: Answer) {
  expect(answer.status).toBe(200)
  expect(answer.headers['cache-control']).toBe('private, no-store')
  expect(answer.headers['x-robots-tag']).toBe('noindex')
  const page = parseHtml(answer.text)
  expect(page('[data-widget="share"], [data-share]').length).toBe(0)
  expect(page('#preview-banner-title').text()).toMatch(/^(Aperçu privé|Private preview)$/)
  return page
}

describe("the job editor's preview", () => {
  test('is the job page with the draft, then with what was typed, in both languages, private', async ({ sql }) => {
    const space = await newSpace(sql, 'Atelier Aperçu')
    const submit = (path: string, form: Record<string, string>) =>
      post(`/fr/workspace/jobs/${path}`, { form: { countryCode: 'FR', ...form }, headers: space.headers })
    const id = idOf(await submit('new', { intent: 'save', title: 'Soudeur·se', description: FIRST }))
    expect(id).not.toBe('')
    expect((await get(`/fr/${space.slug}/jobs/${id}`)).status).toBe(404) // a draft is never public

    // The draft as saved.
    const draft = expectPrivate(await get(`/fr/workspace/jobs/${id}/preview`, { headers: { Cookie: space.cookie } }))
    expect(draft('h1').text()).toBe('Soudeur·se')
    expect(draft('article details > div').first().html()).toBe(markdownToHtml(FIRST))

    // What was typed, three clicks at once: one preview kept, the offer unchanged.
    const typed = { intent: 'preview', version: '1', title: 'Soudeur·se TIG', description: TYPED }
    const clicks = await Promise.all([submit(id, typed), submit(id, typed), submit(id, typed)])
    for (const click of clicks) expect(click.headers.location).toBe(`/fr/workspace/jobs/${id}/preview`)
    const [kept] = await sql`
      select (select count(*)::int from editor_previews where target = ${id}) as previews, j.title, j.version
      from jobs j where j.id = ${id}`
    expect(kept).toEqual({ previews: 1, title: 'Soudeur·se', version: 1 })
    for (const lang of ['fr', 'en'] as const) {
      const page = expectPrivate(
        await get(`/${lang}/workspace/jobs/${id}/preview`, { headers: { Cookie: space.cookie } }),
      )
      expect(page('html').attr('lang')).toBe(lang)
      expect(page('h1').text()).toBe('Soudeur·se TIG')
      expect(page('article details > div').first().html()).toBe(markdownToHtml(TYPED))
    }

    // Published as typed: the preview is the saved page again, and its article is the public page's.
    expect((await submit(id, { ...typed, intent: 'publish' })).status).toBe(303)
    const saved = expectPrivate(await get(`/fr/workspace/jobs/${id}/preview`, { headers: { Cookie: space.cookie } }))
    const published = parseHtml((await get(`/fr/${space.slug}/jobs/${id}`)).text)
    expect(saved('article').html()).toBe(published('article').html())
    expect(published('[data-share]').length).toBeGreaterThan(0) // the public page offers sharing
    const [forgotten] = await sql`select count(*)::int as n from editor_previews where target = ${id}`
    expect(forgotten?.n).toBe(0)

    // An offer not saved yet has a preview too; another company's session reaches neither.
    const fresh = await submit('new', { intent: 'preview', title: 'Chaudronnier·e', description: FIRST })
    expect(fresh.headers.location).toBe('/fr/workspace/jobs/new/preview')
    const unsaved = expectPrivate(await get('/fr/workspace/jobs/new/preview', { headers: { Cookie: space.cookie } }))
    expect(unsaved('h1').text()).toBe('Chaudronnier·e')
    const other = await newSpace(sql, 'Autre Atelier')
    expect((await get(`/fr/workspace/jobs/${id}/preview`, { headers: { Cookie: other.cookie } })).status).toBe(404)
    expect((await get('/fr/workspace/jobs/new/preview', { headers: { Cookie: other.cookie } })).status).toBe(404)
    const foreign = await post(`/fr/workspace/jobs/${id}`, {
      form: { ...typed, countryCode: 'FR', title: 'Volé' },
      headers: other.headers,
    })
    expect(foreign.status).toBe(404)
    // Signed out: the door.
    expect((await get(`/fr/workspace/jobs/${id}/preview`)).status).toBe(302)
  })
})

describe("the company page's editor", () => {
  test("previews the owner's typed page privately, and is not a recruiter's", async ({ sql }) => {
    const space = await newSpace(sql, 'Maison Aperçu')
    const description = '## Qui sommes-nous\n- **atelier** familial'
    const answer = await post('/fr/workspace/company', {
      form: { intent: 'preview', version: '1', name: 'Maison Aperçu', description },
      headers: space.headers,
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/fr/workspace/company/preview')
    for (const lang of ['fr', 'en'] as const) {
      const page = expectPrivate(await get(`/${lang}/workspace/company/preview`, { headers: { Cookie: space.cookie } }))
      expect(page('meta[name="robots"]').attr('content')).toBe('noindex')
      expect(page('main').html()).toContain(
        '<h4>Qui sommes-nous</h4><ul><li><strong>atelier</strong> familial</li></ul>',
      )
    }
    const [saved] = await sql`select description, version from companies where slug = ${space.slug}`
    expect(saved).toEqual({ description: null, version: 1 })
    expect((await get(`/fr/${space.slug}/companie`)).text).not.toContain('Qui sommes-nous')

    // A recruiter writes offers; the company's page is its owners'.
    const recruiter = await signIn(sql, 'recruteur@lumen-energie.example')
    expect((await get('/fr/workspace/company', { headers: { Cookie: recruiter } })).status).toBe(404)
    expect((await get('/fr/workspace/company/preview', { headers: { Cookie: recruiter } })).status).toBe(404)
    const refused = await post('/fr/workspace/company', {
      form: { version: '1', name: 'Lumen Pwned' },
      headers: { Cookie: recruiter, ...fromSite() },
    })
    expect(refused.status).toBe(404)
    const [lumen] = await sql`select name from companies where slug = 'lumen-energie'`
    expect(lumen?.name).toBe('Lumen Énergie')
    expect((await get('/fr/workspace/jobs', { headers: { Cookie: recruiter } })).status).toBe(200)
  })
})

describe("the offers' list", () => {
  test('shows the views of the last 30 days where the plan counts them', async ({ sql }) => {
    const space = await newSpace(sql, 'Vues Atelier')
    const created = await post('/fr/workspace/jobs/new', {
      form: { countryCode: 'FR', intent: 'publish', title: 'Menuisier·e', description: FIRST },
      headers: space.headers,
    })
    const id = idOf(created)
    const list = async () => parseHtml((await get('/fr/workspace/jobs', { headers: { Cookie: space.cookie } })).text)
    const starter = await list()
    expect(starter('main').text().replace(/\s+/g, ' ')).toContain('1 offre visible sur 3')
    expect(starter('th').text()).not.toContain('Vues')

    await sql`update companies set plan = 'pro' where slug = ${space.slug}`
    await sql`
      insert into stats_daily (company_id, day, job_id, device, views)
      select company_id, (now() at time zone 'Europe/Paris')::date - d, id, 'phone', v
      from jobs, (values (0, 5), (3, 2), (40, 100)) days (d, v) where id = ${id}`
    const pro = await list()
    const headers = pro('th')
      .map((_, th) => pro(th).text())
      .get()
    const cells = pro('tbody tr')
      .first()
      .find('td')
      .map((_, td) => pro(td).text())
      .get()
    expect(cells[headers.indexOf('Vues (30 jours)')]).toBe('7')
  })
})
