import { Hono } from 'hono'
import { z } from '#domain/zod.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { CLEARED_SESSION_COOKIE, sessionOf, workspaceSql } from './request.ts'
import { localeOf } from './route-answers.ts'
import { recordActivity, revokeSessions } from './sessions.ts'

/** A person's sessions: end one (this one signs out), or every other one. */
export const securityRoutes = new Hono<AppEnv>()

securityRoutes.post('/:lang/workspace/sessions/:id/revoke', async (c) => {
  const session = await sessionOf(c)
  if (!session) return c.redirect(`/${localeOf(c)}/workspace`, 303)
  const id = z.uuid().safeParse(c.req.param('id'))
  if (!id.success || (await revokeSessions(workspaceSql(c), session.userId, { id: id.data })) === 0) return c.notFound()
  if (id.data === session.sessionId) {
    c.header('Set-Cookie', CLEARED_SESSION_COOKIE)
    return c.redirect(`/${localeOf(c)}/workspace`, 303)
  }
  return c.redirect(`/${localeOf(c)}/workspace/security`, 303)
})

securityRoutes.post('/:lang/workspace/sessions/revoke-others', async (c) => {
  const session = await sessionOf(c)
  if (!session) return c.redirect(`/${localeOf(c)}/workspace`, 303)
  const sql = workspaceSql(c)
  await revokeSessions(sql, session.userId, { allBut: session.sessionId })
  if (session.companyId)
    await recordActivity(sql, { companyId: session.companyId, userId: session.userId }, 'sessions_revoked')
  return c.redirect(`/${localeOf(c)}/workspace/security`, 303)
})
