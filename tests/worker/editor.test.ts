import { randomBytes } from 'node:crypto'
import { markdownToHtml } from '#domain/markdown.ts'
import { SEED_JOBS } from '../tools/seed-ids.ts'
import { describe, expect, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { followLink, fromSite, linkPathFor, requestSpace, sessionCookieOf } from './workspace.ts'

// The editors over HTTP, as a browser without JavaScript uses them (ADR 065): a new
// Starter space made by the door, its offers written, published, refused past the plan's limit,
// saved over a stale version, and another company's offer unreachable.

const DESCRIPTION = '## Vos missions\n- **souder** des structures\n- lire des [plans](https://plans.example/)'

describe('the job editor', () => {
  test('a new Starter space writes offers, publishes 3 and is refused the 4th with the plan and the limit', async ({
    sql,
  }) => {
    const email = `editor-${randomBytes(4).toString('hex')}@example.org`
    const slug = `editeur-${randomBytes(4).toString('hex')}`
    expect((await requestSpace({ email, companyName: 'Atelier Éditeur', slug })).status).toBe(303)
    const cookie = sessionCookieOf(await followLink(await linkPathFor(sql, email)))
    const asMember = { Cookie: cookie, ...fromSite() }
    const submit = (path: string, form: Record<string, string>) =>
      post(`/fr/workspace/jobs/${path}`, { form: { countryCode: 'FR', ...form }, headers: asMember })

    const list = await get('/fr/workspace/jobs', { headers: { Cookie: cookie } })
    expect(list.status).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    expect(list.headers['x-robots-tag']).toBe('noindex')
    expect(parseHtml(list.text)('main, body').text().replace(/\s+/g, ' ')).toContain('0 offre visible sur 3')

    // Without a session: the door; without the site's Origin: refused.
    expect((await post('/fr/workspace/jobs/new', { form: { title: 'x' }, headers: fromSite() })).status).toBe(303)
    expect((await post('/fr/workspace/jobs/new', { form: { title: 'x' }, headers: { Cookie: cookie } })).status).toBe(
      403,
    )
    // A refused field is a 422 with its message, never a 5xx.
    const invalid = await submit('new', { intent: 'publish', title: 'Soudeur', salaryMin: 'beaucoup' })
    expect(invalid.status).toBe(422)
    expect(invalid.text).toContain('Montant invalide')

    const published: string[] = []
    for (const title of ['Soudeur·se', 'Chaudronnier·e', 'Tuyauteur·se']) {
      const answer = await submit('new', { intent: 'publish', title, description: DESCRIPTION })
      expect(answer.status, title).toBe(303)
      const id = /\/fr\/workspace\/jobs\/([0-9a-f-]{36})\?done=publish$/.exec(answer.headers.location ?? '')?.[1]
      expect(id, answer.headers.location).toBeDefined()
      published.push(id ?? '')
    }
    const draft = await submit('new', { intent: 'save', title: 'Quatrième' })
    expect(draft.status).toBe(303)
    const draftPath = (draft.headers.location ?? '').replace(/^\/fr\/workspace\/jobs\//, '').replace(/\?.*$/, '')
    // Before the click: the draft's editor says that publishing it will be refused, and why.
    const before = parseHtml((await get(`/fr/workspace/jobs/${draftPath}`, { headers: { Cookie: cookie } })).text)
    expect(before('#plan-limit').text().replace(/\s+/g, ' ')).toContain(
      'permet 3 offres visibles et elles le sont toutes',
    )
    const refused = await submit(draftPath, { intent: 'publish', version: '1', title: 'Quatrième' })
    expect(refused.status).toBe(422)
    expect(parseHtml(refused.text)('[role="alert"]').text()).toContain('Votre formule starter permet 3 offres visibles')
    const [counts] = await sql`
      select count(*) filter (where j.status = 'published')::int as visible, count(*)::int as jobs
      from jobs j join companies c on c.id = j.company_id where c.slug = ${slug}`
    expect(counts).toEqual({ visible: 3, jobs: 4 })
    expect(parseHtml((await get('/fr/workspace/jobs', { headers: { Cookie: cookie } })).text)('body').text()).toContain(
      '3 offres visibles sur 3',
    )

    // The editor's preview and the public page carry the one HTML of the description.
    const editorPage = parseHtml(
      (await get(`/fr/workspace/jobs/${published[0]}`, { headers: { Cookie: cookie } })).text,
    )
    const publicPage = parseHtml((await get(`/fr/${slug}/jobs/${published[0]}`)).text)
    const html = markdownToHtml(DESCRIPTION)
    expect(editorPage(`section[aria-labelledby="preview-title"] section div`).first().html()).toBe(html)
    expect(publicPage('article details > div').first().html()).toBe(html)

    // A save over a version changed meanwhile is refused with who changed it; what was typed comes back.
    await sql`update jobs set city = 'Lyon' where id = ${published[0] ?? ''}`
    const stale = await submit(published[0] ?? '', { intent: 'save', version: '1', title: 'Mon nouveau titre' })
    expect(stale.status).toBe(409)
    const stalePage = parseHtml(stale.text)
    expect(stalePage('[role="alert"]').text()).toContain('hors de l')
    expect(stalePage('input[name="title"]').val()).toBe('Mon nouveau titre')
    const [kept] = await sql`select title from jobs where id = ${published[0] ?? ''}`
    expect(kept?.title).toBe('Soudeur·se')

    // Another company's offer is unknown: 404 to read and to write, and unchanged.
    expect((await get(`/fr/workspace/jobs/${SEED_JOBS.complete}`, { headers: { Cookie: cookie } })).status).toBe(404)
    const foreign = await submit(SEED_JOBS.complete, { intent: 'close', version: '1', title: 'Volée' })
    expect(foreign.status).toBe(404)
    const [untouched] = await sql`select status, title from jobs where id = ${SEED_JOBS.complete}`
    expect(untouched).toEqual({ status: 'published', title: 'Ingénieur·e photovoltaïque' })
  })
})

describe('the company space editor', () => {
  test('saves the page, moves a list without JavaScript, and refuses a stale save', async ({ sql }) => {
    const email = `space-${randomBytes(4).toString('hex')}@example.org`
    const slug = `espace-${randomBytes(4).toString('hex')}`
    expect((await requestSpace({ email, companyName: 'Espace Éditeur', slug })).status).toBe(303)
    const cookie = sessionCookieOf(await followLink(await linkPathFor(sql, email)))
    const page = await get('/fr/workspace/company', { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(parseHtml(page.text)('input[name="name"]').val()).toBe('Espace Éditeur')
    const form = {
      version: '1',
      name: 'Espace Éditeur',
      description: '## Qui sommes-nous\n- **atelier**',
      'keyFigures[0].label': 'Collaborateurs',
      'keyFigures[0].value': '12',
      'keyFigures[1].label': 'Âge moyen',
      'keyFigures[1].value': '34 ans',
    }
    const save = (fields: Record<string, string>) =>
      post('/fr/workspace/company', { form: fields, headers: { Cookie: cookie, ...fromSite() } })

    // A list's button without JavaScript answers the same form with the list changed; nothing is saved.
    const moved = await save({
      ...form,
      __intent__: JSON.stringify({ type: 'reorder', payload: { name: 'keyFigures', from: 1, to: 0 } }),
    })
    expect(moved.status).toBe(200)
    expect(parseHtml(moved.text)('input[name="keyFigures[0].label"]').val()).toBe('Âge moyen')
    const [unsaved] = await sql`select version from companies where slug = ${slug}`
    expect(unsaved?.version).toBe(1)

    expect((await save(form)).status).toBe(303)
    const [saved] = await sql`select description, key_figures, version from companies where slug = ${slug}`
    expect(saved).toEqual({
      description: '## Qui sommes-nous\n- **atelier**',
      key_figures: [
        { label: 'Collaborateurs', value: '12' },
        { label: 'Âge moyen', value: '34 ans' },
      ],
      version: 2,
    })
    const publicPage = parseHtml((await get(`/fr/${slug}/companie`)).text)
    expect(publicPage('main').html()).toContain('<h4>Qui sommes-nous</h4><ul><li><strong>atelier</strong></li></ul>')

    const stale = await save({ ...form, name: 'Trop tard' })
    expect(stale.status).toBe(409)
    expect(parseHtml(stale.text)('input[name="name"]').val()).toBe('Trop tard')
  })
})
