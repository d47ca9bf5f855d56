import { randomBytes } from 'node:crypto'
import type postgres from 'postgres'
import { type Answer, origin, post } from './http.ts'

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
