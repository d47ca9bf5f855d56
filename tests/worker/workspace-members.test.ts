import { randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { SEED_COMPANIES } from '../tools/seed-ids.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'
import { followLink, fromSite, sessionCookieOf, signIn } from './workspace.ts'

/**
 * Members (owners, recruiters), invitations and several companies per person, against the
 * built Worker: every owner action refused to a recruiter, every id of another company a
 * 404 that changes nothing, the last owner kept.
 */
const SEED_IDS = { lumen: SEED_COMPANIES.complete.id, moka: SEED_COMPANIES.other.id }
const sql = openWorkerDatabase()
const cookies: Record<'lumenOwner' | 'lumenRecruiter' | 'mokaOwner' | 'briqueOwner', string> = {
  lumenOwner: '',
  lumenRecruiter: '',
  mokaOwner: '',
  briqueOwner: '',
}
beforeAll(async () => {
  cookies.lumenOwner = await signIn(sql, 'owner@lumen-energie.example')
  cookies.lumenRecruiter = await signIn(sql, 'recruteur@lumen-energie.example')
  cookies.mokaOwner = await signIn(sql, 'owner@cafe-moka.example', 'en')
  cookies.briqueOwner = await signIn(sql, 'owner@atelier-brique.example')
})
afterAll(() => sql.end())

const as = (cookie: string) => ({ ...fromSite(), Cookie: cookie })
const act = (cookie: string, path: string, form: Record<string, string> = {}) =>
  post(`/fr/workspace${path}`, { form, headers: as(cookie) })
const invite = (cookie: string, email: string, role = 'recruiter') => act(cookie, '/members/invite', { email, role })

async function invitationPath(db: postgres.Sql, email: string): Promise<string> {
  const [row] = await db<{ text_body: string }[]>`
    select text_body from email_outbox where to_address = ${email} and kind = 'workspace_invitation'
    order by created_at desc limit 1`
  const path = /\/(?:fr|en)\/workspace\/invitation\/[A-Za-z0-9_-]{43}/.exec(row?.text_body ?? '')?.[0]
  if (!path) throw new Error(`no invitation e-mailed to ${email}`)
  return path
}

const userId = async (email: string) =>
  (await sql<{ id: string }[]>`select id from users where email = ${email}`)[0]?.id ?? ''

/** Memberships, invitations and the activity log of every company, to compare before and after. */
// Lumen's members and invitations, which every attempt below aims at (other files add
// companies and members of their own at the same time).
const snapshot = () => sql`
  select (select md5(string_agg(m::text, ',' order by m::text)) from company_members m
      where m.company_id = ${SEED_IDS.lumen}) as members,
    (select md5(string_agg(i::text, ',' order by i.id)) from invitations i
      where i.company_id = ${SEED_IDS.lumen}) as invitations`

describe('invitations', () => {
  test('an owner invites a recruiter, who joins by the link and lands in the company', async () => {
    const email = `recrue-${randomUUID()}@example.org`
    const sent = await invite(cookies.lumenOwner, email)
    expect(sent.status).toBe(303)
    const path = await invitationPath(sql, email)
    const page = parseHtml((await get(path)).text)
    expect(page('main p').first().text()).toContain('Lumen Énergie')
    const joined = await followLink(path)
    expect(joined.status).toBe(303)
    const home = await get('/fr/workspace', { headers: { Cookie: sessionCookieOf(joined) } })
    expect(parseHtml(home.text)('h1').text()).toBe('Lumen Énergie')
    const [member] = await sql`
      select m.role from company_members m join users u on u.id = m.user_id
      where u.email = ${email} and m.company_id = ${SEED_IDS.lumen}`
    expect(member?.role).toBe('recruiter')
    // Once: the same link again opens nothing.
    expect((await followLink(path)).status).toBe(410)
    const actions = await sql`
      select action from workspace_activity where company_id = ${SEED_IDS.lumen}
      and (detail->>'email' = ${email} or user_id = (select id from users where email = ${email}))
      order by id`
    expect(actions.map((row) => row.action)).toEqual(['invitation_sent', 'member_joined', 'signed_in'])
  })

  test('a revoked or expired invitation opens nothing', async () => {
    const revoked = `revoked-${randomUUID()}@example.org`
    await invite(cookies.lumenOwner, revoked)
    const [row] = await sql`select id from invitations where email = ${revoked}`
    expect((await act(cookies.lumenOwner, `/invitations/${row?.id}/revoke`)).status).toBe(303)
    expect((await followLink(await invitationPath(sql, revoked))).status).toBe(410)
    const expired = `expired-${randomUUID()}@example.org`
    await invite(cookies.lumenOwner, expired)
    await sql`update invitations set expires_at = now() - interval '1 second' where email = ${expired}`
    const late = await followLink(await invitationPath(sql, expired))
    expect(late.status).toBe(410)
    expect(late.headers['set-cookie']).toBeUndefined()
  })
})

describe('roles', () => {
  test('a recruiter can do none of an owner’s actions (403 each, nothing changes)', async () => {
    const before = await snapshot()
    const [open] = await sql`
      insert into invitations (company_id, email, role, token_hash, locale)
      values (${SEED_IDS.lumen}, ${`open-${randomUUID()}@example.org`}, 'recruiter', sha256(gen_random_bytes(8)), 'fr')
      returning id`
    const afterInsert = await snapshot()
    const owner = await userId('owner@lumen-energie.example')
    const recruiter = await userId('recruteur@lumen-energie.example')
    const attempts = {
      invite: () => invite(cookies.lumenRecruiter, `x-${randomUUID()}@example.org`),
      'revoke an invitation': () => act(cookies.lumenRecruiter, `/invitations/${open?.id}/revoke`),
      'change a role': () => act(cookies.lumenRecruiter, `/members/${owner}/role`, { role: 'recruiter' }),
      'make oneself owner': () => act(cookies.lumenRecruiter, `/members/${recruiter}/role`, { role: 'owner' }),
      'remove a member': () => act(cookies.lumenRecruiter, `/members/${owner}/remove`),
    }
    for (const [name, attempt] of Object.entries(attempts)) expect((await attempt()).status, name).toBe(403)
    expect(await snapshot()).toEqual(afterInsert)
    expect(before).not.toEqual(afterInsert)
  })

  test('the last owner can neither leave, nor be made recruiter', async () => {
    const owner = await userId('owner@atelier-brique.example')
    const before = await snapshot()
    for (const [path, form] of [
      [`/members/${owner}/remove`, {}],
      [`/members/${owner}/role`, { role: 'recruiter' }],
    ] as const) {
      const answer = await act(cookies.briqueOwner, path, form)
      expect(answer.status).toBe(409)
      expect(parseHtml(answer.text)('[role="alert"]').text()).toContain('au moins un propriétaire')
    }
    expect(await snapshot()).toEqual(before)
  })

  test('another company’s ids are nobody here: 404, and nothing changes', async () => {
    const mokaOwner = await userId('owner@cafe-moka.example')
    const [mokaInvitation] = await sql`
      insert into invitations (company_id, email, role, token_hash, locale)
      values (${SEED_IDS.moka}, ${`moka-${randomUUID()}@example.org`}, 'recruiter', sha256(gen_random_bytes(8)), 'en')
      returning id`
    const before = await snapshot()
    for (const [path, form] of [
      [`/members/${mokaOwner}/remove`, {}],
      [`/members/${mokaOwner}/role`, { role: 'recruiter' }],
      [`/invitations/${mokaInvitation?.id}/revoke`, {}],
    ] as const)
      expect((await act(cookies.lumenOwner, path, form)).status, path).toBe(404)
    expect((await act(cookies.lumenOwner, '/switch', { companyId: SEED_IDS.moka })).status).toBe(404)
    expect(await snapshot()).toEqual(before)
  })
})

describe('several companies', () => {
  test('a person in two companies switches between them', async () => {
    const email = `both-${randomUUID()}@example.org`
    await invite(cookies.lumenOwner, email)
    await followLink(await invitationPath(sql, email))
    await post('/en/workspace/members/invite', { form: { email, role: 'owner' }, headers: as(cookies.mokaOwner) })
    const joined = await followLink(await invitationPath(sql, email))
    const cookie = sessionCookieOf(joined)
    const title = async () => parseHtml((await get('/fr/workspace', { headers: { Cookie: cookie } })).text)('h1').text()
    expect(await title()).toBe('Café Moka')
    expect((await act(cookie, '/switch', { companyId: SEED_IDS.lumen })).status).toBe(303)
    expect(await title()).toBe('Lumen Énergie')
    const members = await get('/fr/workspace/members', { headers: { Cookie: cookie } })
    expect(members.status).toBe(200)
    expect(parseHtml(members.text)('td').text()).toContain('owner@lumen-energie.example')
  })

  test('the members page is for signed-in members only', async () => {
    const answer = await get('/fr/workspace/members')
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe('/fr/workspace')
  })
})

describe('the activity log', () => {
  test('owners see who did what; a recruiter is refused it', async () => {
    const log = await get('/fr/workspace/activity', { headers: { Cookie: cookies.lumenOwner } })
    expect(log.status).toBe(200)
    const rows = parseHtml(log.text)('tbody tr')
      .toArray()
      .map((row) => parseHtml(log.text)(row).text())
    expect(rows.some((row) => row.includes('owner@lumen-energie.example') && row.includes('connecté'))).toBe(true)
    expect(rows.some((row) => row.includes('a invité quelqu'))).toBe(true)
    expect((await get('/fr/workspace/activity', { headers: { Cookie: cookies.lumenRecruiter } })).status).toBe(403)
  })
})
