import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import { deleteSpaceSchemaFor } from '#domain/workspace.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { CLEARED_SESSION_COOKIE, requireMember, sessionOf, workspaceSql } from '../accounts/request.ts'
import { answerWithPage, home, localeOf } from '../accounts/route-answers.ts'
import { asWorkspace } from '../accounts/tenant.ts'
import { forgetSpaceState } from '../custom-hosts/index.ts'
import { runFollowupsAfterResponse } from './followups.ts'
import { deleteSpace, restoreSpace } from './space-deletion.ts'

/**
 * The space's deletion and restoration (ADR 067), owners only: the permission first, then
 * the form (the workspace's own middleware checked the request's Origin). Another company's owner reaches only their own space (the session's company),
 * so there is no id to try; a recruiter is refused (403), someone signed out sent to the door.
 */
export const spaceDeletion = new Hono<AppEnv>()

const refused = async (c: Context<AppEnv>) =>
  (await sessionOf(c)) ? c.text('Forbidden', 403) : c.redirect(home(localeOf(c)), 303)

spaceDeletion.post('/:lang/workspace/delete', async (c) => {
  const owner = await requireMember(c, 'owner')
  if (!owner) return refused(c)
  const sql = workspaceSql(c)
  const [company] = await asWorkspace(
    sql,
    owner,
    (tx) => tx<{ slug: string }[]>`select slug from companies where id = ${owner.companyId}`,
  )
  if (!company) return c.notFound()
  const submission = parseWithZod(await c.req.formData(), { schema: deleteSpaceSchemaFor(company.slug) })
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() })
  const outcome = await deleteSpace(sql, owner, submission.value.confirmSlug)
  if (outcome === 'forbidden') return c.text('Forbidden', 403)
  // This isolate answers 410 at once; the others within their host memory's 30 s (ADR 067).
  forgetSpaceState(company.slug)
  // Its Stripe subscription and Cloudflare hostnames, after the response (ADR 085).
  if (outcome === 'deleted') runFollowupsAfterResponse(c)
  // The session ended with every other one in the space: the door says what happened.
  c.header('Set-Cookie', CLEARED_SESSION_COOKIE)
  return c.redirect(`${home(localeOf(c))}?deleted=1`, 303)
})

spaceDeletion.post('/:lang/workspace/restore', async (c) => {
  const owner = await requireMember(c, 'owner', { deletedSpace: true })
  if (!owner) return refused(c)
  const sql = workspaceSql(c)
  const outcome = await restoreSpace(sql, owner)
  if (outcome === 'forbidden') return c.text('Forbidden', 403)
  if (outcome === 'expired') return c.text('Gone', 410)
  const [company] = await asWorkspace(
    sql,
    owner,
    (tx) => tx<{ slug: string }[]>`select slug from companies where id = ${owner.companyId}`,
  )
  if (company) forgetSpaceState(company.slug)
  // Its subscription resumed, after the response (ADR 085).
  if (outcome === 'restored') runFollowupsAfterResponse(c)
  return c.redirect(`${home(localeOf(c))}?restored=1`, 303)
})
