import type { Context } from 'hono'
import type { AppEnv } from '#server/hono-env.ts'
import { frameOf } from '#server/request-frame.ts'
import { openSession, readSession, revokeSession } from './sessions.ts'

/** The session cookie (ADR 055): `__Host-` so that only this host, over HTTPS, on path /, may set it. */
export const SESSION_COOKIE = '__Host-session'
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60

/**
 * The workspace's connection (its own role, WORKSPACE_HYPERDRIVE, ADR 056): the request
 * frame's, made once per request on first use and released with the request
 * (server/request-frame.ts), like the public pages' client.
 */
export const workspaceSql = (c: Context<AppEnv>) => frameOf(c).workspaceDb.sql

/** This request's signed-in member, read once from the cookie (kept with the request's context). */
export function sessionOf(c: Context<AppEnv>): NonNullable<AppEnv['Variables']['workspaceSession']> {
  let session = c.get('workspaceSession')
  if (session === undefined) {
    const token = cookieValue(c.req.header('Cookie') ?? '', SESSION_COOKIE)
    session = token ? readSession(workspaceSql(c), token) : Promise.resolve(null)
    c.set('workspaceSession', session)
  }
  return session
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${THIRTY_DAYS_SECONDS}; Secure; HttpOnly; SameSite=Lax`
}

export const CLEARED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`

/**
 * A state-changing request must come from one of this site's pages (CSRF): a browser sends
 * `Origin` with every POST, and it must be this origin. Without it, or from elsewhere, the
 * request is refused, whatever cookie it carries. A page under `Referrer-Policy:
 * no-referrer` posts with `Origin: null`; `Sec-Fetch-Site`, which no page can set, then
 * says whether it is this site.
 */
export function isFromThisSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin')
  if (!origin) return false
  if (origin === 'null') return c.req.header('Sec-Fetch-Site') === 'same-origin'
  return origin === new URL(c.req.url).origin || origin === c.get('config').publicOrigin
}

export type Permission = 'member' | 'owner'

/**
 * The permission check every workspace route and loader calls first: the signed-in
 * member of the session's company, with at least `needs` (an owner may do everything a
 * recruiter may). Null when nobody is signed in, they belong to no company, or lack the role,
 * and when the company's space is deleted: then only its restoration is open (`deletedSpace`).
 */
export async function requireMember(
  c: Context<AppEnv>,
  needs: Permission = 'member',
  options: { deletedSpace?: boolean } = {},
) {
  const session = await sessionOf(c)
  if (!session?.companyId || !session.role) return null
  if (needs === 'owner' && session.role !== 'owner') return null
  if ((session.spaceDeletedAt !== null) !== (options.deletedSpace ?? false)) return null
  return { ...session, companyId: session.companyId, role: session.role }
}

/**
 * Signs `userId` in on this browser: a new session and its cookie, and the session the
 * browser came with, if any, ended (the token rotates at every sign-in: a token planted
 * or seen before it is worth nothing after it).
 */
export async function signInHere(c: Context<AppEnv>, userId: string, companyId: string | null = null): Promise<void> {
  const sql = workspaceSql(c)
  const previous = await sessionOf(c)
  if (previous) await revokeSession(sql, previous.sessionId)
  const { token } = await openSession(sql, { userId, companyId, userAgent: c.req.header('User-Agent') ?? '' })
  c.header('Set-Cookie', sessionCookie(token))
}
