import { parseWithZod } from '@conform-to/zod/v4'
import { Hono } from 'hono'
import { doorSchemaOf, WORKSPACE_ERROR } from '#domain/workspace.ts'
import { destinationOf, destinationQuery, landingPath } from '#domain/workspace-destinations.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { clientKey } from '#server/services/request-guards.ts'
import { signInLinkEmail } from './emails.ts'
import { queueLinkEmail, useLink } from './links.ts'
import { members } from './members-routes.ts'
import { passkeyRoutes } from './passkey-routes.ts'
import { CLEARED_SESSION_COOKIE, isFromThisSite, sessionOf, signInHere, workspaceSql } from './request.ts'
import { answerWithPage, home, localeOf } from './route-answers.ts'
import { securityRoutes } from './security-routes.ts'
import { memberships, personOfEmail, revokeSession } from './sessions.ts'
import { createSpace, slugIsFree } from './spaces.ts'

export type { WorkspaceFormAnswer } from './route-answers.ts'

/**
 * The workspace's routes: its forms' POSTs; the pages are Vike's
 * (pages/workspace/). Every answer under /{lang}/workspace is private: never stored by any
 * cache, never indexed, and sends no Referer (its addresses may carry a link's token).
 */
export const workspace = new Hono<AppEnv>()

const WORKSPACE_PATHS = ['/:lang/workspace', '/:lang/workspace/*']
for (const path of WORKSPACE_PATHS)
  workspace.use(path, async (c, next) => {
    if (c.req.method === 'POST' && !isFromThisSite(c)) return c.text('Forbidden', 403)
    await next()
    c.res.headers.set('Cache-Control', 'private, no-store')
    c.res.headers.set('X-Robots-Tag', 'noindex')
    c.res.headers.set('Referrer-Policy', 'no-referrer')
  })

// The door: sign in, or create a space. Both answer "check your e-mail" (303 to the door,
// which says it) whether the address is known or not. The link e-mailed carries the page
// the person asked for before the door (`next`, one of a fixed list: ADR 069).
workspace.post('/:lang/workspace', async (c) => {
  const locale = localeOf(c)
  const form = await c.req.formData()
  const submission = parseWithZod(form, { schema: doorSchemaOf(form.get('intent')) })
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() })
  const { success: allowed } = await c.env.WORKSPACE_EMAIL_LIMITER.limit({ key: clientKey(c, 'workspace-email') })
  if (!allowed) return answerWithPage(c, 429, { lastResult: submission.reply(), formError: 'rate-limited' })
  const fields = submission.value
  const sql = workspaceSql(c)
  if (fields.intent === 'create-space' && !(await slugIsFree(sql, fields.slug)))
    return answerWithPage(c, 422, {
      lastResult: submission.reply({ fieldErrors: { slug: [WORKSPACE_ERROR.slugTaken] } }),
    })
  const config = c.get('config')
  const next = destinationQuery(destinationOf(c.req.query('next')))
  const request =
    fields.intent === 'create-space'
      ? ({
          purpose: 'create_space',
          email: fields.email,
          locale,
          companyName: fields.companyName,
          companySlug: fields.slug,
        } as const)
      : ({ purpose: 'sign_in', email: fields.email, locale } as const)
  const queued = await queueLinkEmail(sql, request, (token) =>
    signInLinkEmail({
      locale,
      url: `${config.publicOrigin}/${locale}/workspace/link/${token}${next}`,
      providerName: config.providerName,
      ...(request.purpose === 'create_space' && { companyName: request.companyName }),
    }),
  )
  if (queued === 'capped')
    return answerWithPage(c, 429, { lastResult: submission.reply(), formError: 'address-capped' })
  return c.redirect(`${home(locale)}?sent=1`, 303)
})

// Following an e-mailed link is a POST from the page the link opens (mail scanners that
// fetch every link would otherwise use it up): one session, once.
workspace.post('/:lang/workspace/link/:token', async (c) => {
  const locale = localeOf(c)
  const sql = workspaceSql(c)
  const link = await useLink(sql, c.req.param('token'))
  if (typeof link === 'string') return answerWithPage(c, 410, { linkError: link })
  const userId = await personOfEmail(sql, link.email, link.locale)
  let companyId: string | null = null
  if (link.purpose === 'create_space' && link.companyName && link.companySlug) {
    const created = await createSpace(sql, { userId, companyName: link.companyName, slug: link.companySlug })
    if (created === 'taken') return answerWithPage(c, 409, { linkError: 'taken' })
    companyId = created.companyId
  }
  await signInHere(c, userId, companyId)
  return c.redirect(landingPath(locale, destinationOf(c.req.query('next'))), 303)
})

workspace.post('/:lang/workspace/sign-out', async (c) => {
  const session = await sessionOf(c)
  if (session) await revokeSession(workspaceSql(c), session.sessionId)
  c.header('Set-Cookie', CLEARED_SESSION_COOKIE)
  return c.redirect(home(localeOf(c)), 303)
})

// Another of one's companies becomes the session's.
workspace.post('/:lang/workspace/switch', async (c) => {
  const session = await sessionOf(c)
  if (!session) return c.redirect(home(localeOf(c)), 303)
  const wanted = (await c.req.formData()).get('companyId')
  const sql = workspaceSql(c)
  const target = (await memberships(sql, session.userId)).find((membership) => membership.companyId === wanted)
  if (!target) return c.notFound()
  await sql`update sessions set company_id = ${target.companyId} where id = ${session.sessionId}`
  return c.redirect(home(localeOf(c)), 303)
})

workspace.route('/', members)
workspace.route('/', passkeyRoutes)
workspace.route('/', securityRoutes)
