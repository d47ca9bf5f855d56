import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { type Context, Hono } from 'hono'
import { destinationOf, landingPath } from '#domain/workspace-destinations.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { addPasskey, type RelyingParty, registrationOptions, signInOptions, verifyPasskeySignIn } from './passkeys.ts'
import { sessionOf, signInHere, workspaceSql } from './request.ts'
import { localeOf } from './route-answers.ts'
import { recordActivity } from './sessions.ts'

/**
 * Passkeys' JSON endpoints, called by the workspace's pages in the browser (WebAuthn needs
 * JavaScript): add one once signed in, sign in with one. The Origin check of every
 * workspace POST applies (routes.ts).
 */
export const passkeyRoutes = new Hono<AppEnv>()

const partyOf = (c: Context<AppEnv>): RelyingParty => {
  const url = new URL(c.req.url)
  return { origin: url.origin, id: url.hostname, name: c.get('config').providerName }
}

async function jsonBody<T>(c: Context<AppEnv>): Promise<T | null> {
  try {
    const body = (await c.req.json()) as unknown
    return body && typeof body === 'object' ? (body as T) : null
  } catch {
    return null
  }
}

passkeyRoutes.post('/:lang/workspace/passkeys/options', async (c) => {
  const session = await sessionOf(c)
  if (!session) return c.json({ ok: false }, 401)
  return c.json(await registrationOptions(workspaceSql(c), partyOf(c), session))
})

passkeyRoutes.post('/:lang/workspace/passkeys', async (c) => {
  const session = await sessionOf(c)
  if (!session) return c.json({ ok: false }, 401)
  const response = await jsonBody<RegistrationResponseJSON>(c)
  const sql = workspaceSql(c)
  if (!response || !(await addPasskey(sql, partyOf(c), session.userId, response))) return c.json({ ok: false }, 400)
  if (session.companyId)
    await recordActivity(sql, { companyId: session.companyId, userId: session.userId }, 'passkey_added')
  return c.json({ ok: true }, 201)
})

passkeyRoutes.post('/:lang/workspace/passkey/options', async (c) =>
  c.json(await signInOptions(workspaceSql(c), partyOf(c))),
)

passkeyRoutes.post('/:lang/workspace/passkey', async (c) => {
  const response = await jsonBody<AuthenticationResponseJSON>(c)
  const sql = workspaceSql(c)
  const userId =
    response && typeof response.id === 'string' ? await verifyPasskeySignIn(sql, partyOf(c), response) : null
  if (!userId) return c.json({ ok: false }, 400)
  await signInHere(c, userId)
  return c.json({ ok: true, location: landingPath(localeOf(c), destinationOf(c.req.query('next'))) })
})
