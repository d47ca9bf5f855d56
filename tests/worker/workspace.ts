import { randomBytes } from 'node:crypto'
import type postgres from 'postgres'
import { type Answer, get, origin, post } from './http.ts'

/**
 * The workspace's door over HTTP: a browser's headers (its Origin, a client of
 * its own for the per-client limit), the link read from the e-mail queued in the outbox,
 * and the session cookie it opens.
 */
export const client = () => ({ 'CF-Connecting-IP': `10.${randomBytes(3).join('.')}` })
export const fromSite = () => ({ Origin: origin(), ...client() })

export const requestSignIn = (email: string, locale: 'fr' | 'en' = 'fr', headers = fromSite()) =>
  post(`/${locale}/workspace`, { form: { intent: 'sign-in', email }, headers })

export const requestSpace = (
  fields: { email: string; companyName: string; slug?: string },
  locale: 'fr' | 'en' = 'fr',
) => post(`/${locale}/workspace`, { form: { intent: 'create-space', slug: '', ...fields }, headers: fromSite() })

const LINK = /\/(?:fr|en)\/workspace\/link\/([A-Za-z0-9_-]{43})/

/** The path of the newest link e-mailed to `email` (its text part). */
export async function linkPathFor(sql: postgres.Sql, email: string): Promise<string> {
  const [row] = await sql<{ text_body: string }[]>`
    select text_body from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'
    order by created_at desc limit 1`
  const path = row ? LINK.exec(row.text_body)?.[0] : undefined
  if (!path) throw new Error(`no sign-in link e-mailed to ${email}`)
  return path
}

export const followLink = (path: string) => post(path, { headers: fromSite() })

/** The `__Host-session` cookie an answer sets, as a Cookie header value. */
export function sessionCookieOf(answer: Answer): string {
  const cookie = answer.headers['set-cookie']?.split('\n').find((line) => line.startsWith('__Host-session='))
  if (!cookie) throw new Error(`no session cookie in the answer (${answer.status})`)
  return cookie.split(';')[0] ?? ''
}

/**
 * Signs in as `email` the way a person does: the form, the e-mail's link, its button. Other
 * test files sign the demo members in at the same time, so "the newest link" may be another
 * file's: every link sent since this request is tried, newest first, until one opens a
 * session (each request sends one link and each sign-in uses one, so one is left for each).
 */
export async function signIn(sql: postgres.Sql, email: string, locale: 'fr' | 'en' = 'fr'): Promise<string> {
  const [{ now } = { now: new Date(0) }] = await sql<{ now: Date }[]>`select clock_timestamp() as now`
  const asked = await requestSignIn(email, locale)
  if (asked.status !== 303) throw new Error(`sign-in refused: ${asked.status}`)
  const sent = await sql<{ text_body: string }[]>`
    select text_body from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'
      and created_at >= ${now} order by created_at desc`
  for (const { text_body } of sent) {
    const answer = await followLink(LINK.exec(text_body)?.[0] ?? '')
    if (answer.status !== 410) return sessionCookieOf(answer)
  }
  throw new Error(`no link e-mailed to ${email} since the request opened a session`)
}

/**
 * A company of the test's own (`slug`, on `plan`), with an owner and a recruiter at
 * `{role}-{slug}@{emailDomain}`, both signed in: their headers carry the session and the
 * site's Origin.
 */
export async function companyWithMembers(
  sql: postgres.Sql,
  company: { slug: string; name: string; emailDomain: string; plan?: 'starter' | 'pro' | 'enterprise' },
) {
  const [row] = await sql<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan, description)
    values (${company.slug}, ${company.name}, gen_random_uuid(), ${company.plan ?? 'starter'}, 'Une entreprise.')
    returning id`
  const id = row?.id ?? ''
  const signedIn = async (role: 'owner' | 'recruiter') => {
    const email = `${role}-${company.slug}@${company.emailDomain}`
    await sql`
      with u as (insert into users (email, locale) values (${email}, 'fr') returning id)
      insert into company_members (company_id, user_id, role) select ${id}, id, ${role} from u`
    return { Cookie: await signIn(sql, email), ...fromSite() }
  }
  return { id, slug: company.slug, owner: await signedIn('owner'), recruiter: await signedIn('recruiter') }
}

/**
 * What an owners' page answers those who are not: signed out (the door), and a recruiter
 * for the page and each of its forms' `actions` (the site's 404).
 */
export async function answersToOthersThanOwners(page: string, recruiter: Record<string, string>, actions: string[]) {
  const signedOut = await get(page)
  return {
    signedOut: [signedOut.status, signedOut.headers.location],
    recruiterPage: (await get(page, { headers: recruiter })).status,
    recruiterForms: await Promise.all(
      actions.map(async (action) => (await post(action, { headers: recruiter, form: {} })).status),
    ),
  }
}

export const OWNERS_ONLY = (forms: number) => ({
  signedOut: [302, '/fr/workspace'],
  recruiterPage: 404,
  recruiterForms: Array.from({ length: forms }, () => 404),
})
