import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { describe, expect, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { followLink, fromSite, linkPathFor, requestSpace, sessionCookieOf, signIn } from './workspace.ts'

/**
 * Deleting a space over HTTP against the built Worker (ADR 067): the owner's form (422 with
 * the field's message, 303), refusals for a recruiter and for someone signed out, another
 * company's owner reaching only their own space; then every public URL kind of the space
 * answers 410, even those the edge cache held a moment before; the owner restores it.
 * Its own spaces, made through the door.
 */
async function newSpace(sql: postgres.Sql, label: string) {
  const email = `${label}-${randomUUID()}@example.org`
  const slug = `${label}-${randomUUID().slice(0, 8)}`
  expect((await requestSpace({ email, companyName: `Espace ${label}`, slug })).status).toBe(303)
  const cookie = sessionCookieOf(await followLink(await linkPathFor(sql, email)))
  const [job] = await sql<{ id: string }[]>`
    insert into jobs (company_id, workspace_id, title, status, description)
    select id, workspace_id, 'Technicienne de maintenance', 'published', 'Une offre.' from companies where slug = ${slug}
    returning id`
  return { email, slug, cookie, jobId: job?.id ?? '' }
}

const deleteForm = (cookie: string, confirmSlug: string, locale = 'fr') =>
  post(`/${locale}/workspace/delete`, { form: { confirmSlug }, headers: { ...fromSite(), Cookie: cookie } })

describe('deleting a space', () => {
  test('owners only, its slug typed: 422 with the message, then 303; every public URL of it answers 410 at once; restored by an owner', async ({
    sql,
  }) => {
    const space = await newSpace(sql, 'supprimee')
    const publicUrls = [
      `/fr/${space.slug}`,
      `/en/${space.slug}`,
      `/fr/${space.slug}/companie`,
      `/fr/${space.slug}/team`,
      `/fr/${space.slug}/jobs`,
      `/fr/${space.slug}/jobs/${space.jobId}`,
      `/en/${space.slug}/jobs/${space.jobId}/apply`,
      `/fr/${space.slug}/jobs/feed.xml`,
      `/fr/${space.slug}/jobs/feed.rss`,
      `/share-cards/company/${space.slug}.png`,
    ]
    // Each one answered (and the pages stored by the edge cache) before the deletion.
    for (const url of publicUrls) for (let time = 0; time < 2; time += 1) expect((await get(url)).status, url).toBe(200)

    // A recruiter of the space, someone signed out, another company's owner.
    const recruiter = `recruiter-${randomUUID()}@example.org`
    await sql`
      with person as (insert into users (email) values (${recruiter}) returning id)
      insert into company_members (company_id, user_id, role)
      select c.id, person.id, 'recruiter' from companies c, person where c.slug = ${space.slug}`
    const recruiterCookie = await signIn(sql, recruiter)
    expect((await deleteForm(recruiterCookie, space.slug)).status).toBe(403)
    expect((await get('/fr/workspace/delete', { headers: { Cookie: recruiterCookie } })).status).toBe(403)
    expect((await deleteForm('', space.slug)).status).toBe(303)
    const other = await newSpace(sql, 'voisine')
    const foreign = await deleteForm(other.cookie, space.slug)
    expect(foreign.status).toBe(422)
    const [live] =
      await sql`select deleted_at from companies where slug in ${sql([space.slug, other.slug])} and deleted_at is not null`
    expect(live).toBeUndefined()

    // The owner's form: its page, a mistyped slug in each language, then the right one.
    const page = parseHtml((await get('/fr/workspace/delete', { headers: { Cookie: space.cookie } })).text)
    expect(page('h1').text()).toBe("Supprimer l'espace")
    const mistyped = await deleteForm(space.cookie, `${space.slug}-x`)
    expect(mistyped.status).toBe(422)
    expect(parseHtml(mistyped.text)('#error-confirmSlug').text()).toBe(
      "Tapez exactement l'adresse de l'espace pour confirmer.",
    )
    const missing = await deleteForm(space.cookie, '', 'en')
    expect(missing.status).toBe(422)
    expect(parseHtml(missing.text)('#error-confirmSlug').text()).not.toBe('')
    const deleted = await deleteForm(space.cookie, space.slug)
    expect(deleted.status).toBe(303)
    expect(deleted.headers.location).toBe('/fr/workspace?deleted=1')
    expect(deleted.headers['set-cookie']).toContain('__Host-session=;')

    for (const url of publicUrls) {
      const gone = await get(url)
      expect(gone.status, url).toBe(410)
      expect(gone.headers['cache-control'], url).toBe('no-store')
    }
    const apply = await post(`/fr/${space.slug}/jobs/${space.jobId}/apply`, { form: {}, headers: fromSite() })
    expect(apply.status).toBe(410)
    expect(parseHtml((await get(`/en/${space.slug}`)).text)('h1').text()).toBe('This space no longer exists')
    // Every member's session in it ended; the owner signs in again and may restore it.
    const ended = parseHtml((await get('/fr/workspace', { headers: { Cookie: space.cookie } })).text)
    expect(ended('form[method="post"]').length).toBeGreaterThan(0)
    expect((await get('/fr/workspace', { headers: { Cookie: recruiterCookie } })).text).not.toContain('Restaurer')
    const owner = await signIn(sql, space.email)
    const home = parseHtml((await get('/fr/workspace', { headers: { Cookie: owner } })).text)
    expect(home('button').text()).toContain("Restaurer l'espace")
    expect((await get('/fr/workspace/delete', { headers: { Cookie: owner } })).status).toBe(403)
    const restored = await post('/fr/workspace/restore', { headers: { ...fromSite(), Cookie: owner } })
    expect(restored.status).toBe(303)
    expect(restored.headers.location).toBe('/fr/workspace?restored=1')
    expect((await get(`/fr/${space.slug}`)).status).toBe(200)
    const [log] = await sql<{ actions: string[] }[]>`
      select array_agg(a.action order by a.id) as actions from workspace_activity a join companies c on c.id = a.company_id
      where c.slug = ${space.slug} and a.action like 'space_%'`
    expect(log?.actions).toEqual(['space_created', 'space_deleted', 'space_restored'])
  })
})
