import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { inject } from 'vitest'
import { CLOUDFLARE_TEST_FALLBACK_ORIGIN, cloudflareControl, NO_CNAME_YET } from '../tools/cloudflare-stand-in.ts'
import { afterAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { onHost, workerPort } from './host-requests.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { fromSite, signIn } from './workspace.ts'

/**
 * Custom domains from the workspace (ADR 072) in the built Worker, Cloudflare's stand-in
 * behind it: an Enterprise owner adds a hostname, is shown the CNAME record, sees it
 * pending, then active once Cloudflare says so, and the site is served there only then;
 * failed with Cloudflare's reason; removed, the pages are back on the platform. Recruiters,
 * other companies and other plans reach none of it.
 */
const PAGE = '/fr/workspace/settings/domain'
const made: string[] = []
const cloudflare = () => cloudflareControl(inject('cloudflareStandIn'))

afterAll(async () => {
  const sql = openWorkerDatabase()
  try {
    await sql`delete from custom_hostnames where company_id in (select id from companies where slug in ${sql(made)})`
    await sql`delete from companies where slug in ${sql(made)}`
    await sql`delete from users where email like ${'%@domain-setup.example'}`
  } finally {
    await sql.end()
  }
})

/** A company of the test's own on `plan`, its owner and a recruiter signed in. */
async function space(sql: postgres.Sql, plan: 'starter' | 'pro' | 'enterprise' = 'enterprise') {
  const slug = `domaine-${randomUUID().slice(0, 8)}`
  made.push(slug)
  const [company] = await sql<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan, description)
    values (${slug}, 'Domaine Propre', gen_random_uuid(), ${plan}, 'Une entreprise chez elle.') returning id`
  const id = company?.id ?? ''
  const emails = { owner: `owner-${slug}@domain-setup.example`, recruiter: `recruiter-${slug}@domain-setup.example` }
  for (const role of ['owner', 'recruiter'] as const) {
    await sql`
      with u as (insert into users (email, locale) values (${emails[role]}, 'fr') returning id)
      insert into company_members (company_id, user_id, role) select ${id}, id, ${role} from u`
  }
  const owner = { Cookie: await signIn(sql, emails.owner), ...fromSite() }
  const recruiter = { Cookie: await signIn(sql, emails.recruiter), ...fromSite() }
  return { id, slug, owner, recruiter }
}

const hostnameFor = (label: string) => `${label}-${randomUUID().slice(0, 8)}.domaine-propre.fr`
const add = (headers: Record<string, string>, hostname: string) => post(PAGE, { headers, form: { hostname } })
const remove = (headers: Record<string, string>, hostname: string) =>
  post(`${PAGE}/remove`, { headers, form: { hostname } })
/** The hostname's card on the page: its status, its reasons, its DNS record. */
async function card(headers: Record<string, string>, hostname: string) {
  const page = await get(PAGE, { headers })
  expect(page.status).toBe(200)
  const $ = parseHtml(page.text)
  const item = $('li').filter((_, element) => $(element).find('h2').text() === hostname)
  return {
    text: item.text(),
    record: item
      .find('tbody td')
      .map((_, td) => $(td).text())
      .get(),
  }
}
const onDomain = (hostname: string, path = '/fr/') => onHost(`${hostname}:${workerPort()}`, path)

describe('the domain page', () => {
  test('is the owners’: signed out, the door; a recruiter, a 404 for the page and its forms', async ({ sql }) => {
    const { recruiter } = await space(sql)
    const signedOut = await get(PAGE)
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.location).toBe('/fr/workspace')
    expect((await get(PAGE, { headers: recruiter })).status).toBe(404)
    expect((await add(recruiter, hostnameFor('recruiter'))).status).toBe(404)
    expect((await remove(recruiter, hostnameFor('recruiter'))).status).toBe(404)
  })

  test('Starter and Pro owners see what Enterprise gives, not the form; their form is refused', async ({ sql }) => {
    for (const plan of ['starter', 'pro'] as const) {
      const { owner } = await space(sql, plan)
      const page = await get(PAGE, { headers: owner })
      expect(page.status).toBe(200)
      expect(page.text).toContain('Voir les formules')
      expect(parseHtml(page.text)(`form[action="${PAGE}"]`)).toHaveLength(0)
      const refused = await add(owner, hostnameFor(plan))
      expect(refused.status).toBe(403)
      expect(refused.text).toContain('Voir les formules')
    }
  })

  test('a malformed hostname or the platform’s is the field’s message, nothing asked of Cloudflare', async ({
    sql,
  }) => {
    const { owner } = await space(sql, 'enterprise')
    const before = (await cloudflare().requests()).length
    for (const hostname of ['pas un domaine', 'carrieres.local', 'localhost']) {
      const refused = await add(owner, hostname)
      expect(refused.status).toBe(422)
      expect(refused.text).toContain('Saisissez un nom de domaine complet')
    }
    expect((await cloudflare().requests()).length).toBe(before)
  })
})

describe('a domain’s life', () => {
  test('added → pending with its CNAME record → active → served; the platform redirects there', async ({ sql }) => {
    const { slug, owner } = await space(sql)
    const hostname = hostnameFor('carrieres')
    const added = await add(owner, ` HTTPS://${hostname.toUpperCase()}/ `)
    expect(added.status).toBe(303)
    expect(added.headers.location).toBe(`${PAGE}?done=added`)

    const pending = await card(owner, hostname)
    expect(pending.text).toContain('En attente de vérification')
    expect(pending.text).toContain(NO_CNAME_YET)
    expect(pending.record).toEqual(['CNAME', hostname, CLOUDFLARE_TEST_FALLBACK_ORIGIN])
    expect((await onDomain(hostname)).status).toBe(404)
    expect((await get(`/fr/${slug}`)).status).toBe(200)

    await cloudflare().flip(hostname, 'active')
    // The page's view asks Cloudflare again: active, and served from then on.
    const active = await card(owner, hostname)
    expect(active.text).toContain('Actif : votre site est servi sur ce domaine')
    expect(active.record).toEqual([])
    const home = await onDomain(hostname)
    expect(home.status).toBe(200)
    expect(home.text).toContain('Domaine Propre')
    const moved = await get(`/fr/${slug}`)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe(`http://${hostname}:3000/fr/`)
  })

  test('failed, with the reason Cloudflare gives, and never served', async ({ sql }) => {
    const { owner } = await space(sql)
    const hostname = hostnameFor('echec')
    expect((await add(owner, hostname)).status).toBe(303)
    await cloudflare().flip(hostname, 'failed', ['CAA record prevents the certificate authority from issuing.'])
    const failed = await card(owner, hostname)
    expect(failed.text).toContain('Échec de la vérification')
    expect(failed.text).toContain('CAA record prevents the certificate authority from issuing.')
    expect((await onDomain(hostname)).status).toBe(404)
  })

  test('removed: deleted at Cloudflare, no longer served, the platform serves the pages again', async ({ sql }) => {
    const { slug, owner } = await space(sql)
    const hostname = hostnameFor('retrait')
    await add(owner, hostname)
    await cloudflare().flip(hostname, 'active')
    await card(owner, hostname)
    expect((await get(`/fr/${slug}`)).status).toBe(301)

    const removed = await remove(owner, hostname)
    expect(removed.status).toBe(303)
    expect(removed.headers.location).toBe(`${PAGE}?done=removed`)
    const deletions = (await cloudflare().requests()).filter((request) => request.method === 'DELETE')
    expect(deletions.length).toBeGreaterThan(0)
    expect((await onDomain(hostname)).status).toBe(404)
    expect((await get(`/fr/${slug}`)).status).toBe(200)
    expect((await card(owner, hostname)).text).toBe('')
  })

  test('another company’s session: its hostname is taken, and removing it is a 404', async ({ sql }) => {
    const [a, b] = [await space(sql), await space(sql)]
    const hostname = hostnameFor('autre')
    expect((await add(a.owner, hostname)).status).toBe(303)
    const taken = await add(b.owner, hostname)
    expect(taken.status).toBe(422)
    expect(taken.text).toContain('Ce domaine est déjà utilisé par une autre entreprise.')
    expect((await remove(b.owner, hostname)).status).toBe(404)
    expect((await card(a.owner, hostname)).text).toContain('En attente de vérification')
  })
})
