import type { Context } from 'hono'
import { RequestDatabase } from '#server/db/client.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { readSession, type WorkspaceSession } from './sessions.ts'

/** The session cookie (ADR 055): `__Host-` so that only this host, over HTTPS, on path /, may set it. */
export const SESSION_COOKIE = '__Host-session'
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60

type WorkspaceState = { db: RequestDatabase; session: Promise<WorkspaceSession | null> | undefined }
const states = new WeakMap<Context<AppEnv>, WorkspaceState>()

/**
 * The workspace's connection (its own role, WORKSPACE_HYPERDRIVE, ADR 056), made once per
 * request on first use, like the public pages' (server/db/client.ts).
 */
function stateOf(c: Context<AppEnv>): WorkspaceState {
  let state = states.get(c)
  if (!state) {
    state = { db: new RequestDatabase(c.env.WORKSPACE_HYPERDRIVE.connectionString), session: undefined }
    states.set(c, state)
  }
  return state
}

export const workspaceSql = (c: Context<AppEnv>) => stateOf(c).db.sql

/** This request's signed-in member, read once from the cookie. */
export function sessionOf(c: Context<AppEnv>): Promise<WorkspaceSession | null> {
  const state = stateOf(c)
  state.session ??= (async () => {
    const token = cookieValue(c.req.header('Cookie') ?? '', SESSION_COOKIE)
    return token ? readSession(state.db.sql, token) : null
  })()
  return state.session
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
 * recruiter may). Null when nobody is signed in, they belong to no company, or lack the role.
 */
export async function requireMember(c: Context<AppEnv>, needs: Permission = 'member') {
  const session = await sessionOf(c)
  if (!session?.companyId || !session.role) return null
  if (needs === 'owner' && session.role !== 'owner') return null
  return { ...session, companyId: session.companyId, role: session.role }
}
