import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import { invitationSchema, MEMBER_ROLES } from '#domain/workspace.ts'
import { z } from '#domain/zod.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { invitationEmail } from './emails.ts'
import { acceptInvitation, changeMember, invitationOfToken, invite, revokeInvitation } from './members.ts'
import { requireMember, sessionCookie, sessionOf, workspaceSql } from './request.ts'
import { answerWithPage, localeOf } from './route-answers.ts'
import { openSession, personOfEmail } from './sessions.ts'
import { asWorkspace } from './tenant.ts'

/**
 * Members (owners and recruiters): invitations, roles, leaving; an invitation's link. Every
 * action checks the session and the role first; an id of another company's is nobody here
 * (the row-level security hides it): 404, and nothing changes.
 */
export const members = new Hono<AppEnv>()

const membersPage = (c: Context<AppEnv>) => `/${localeOf(c)}/workspace/members`
const refused = (c: Context<AppEnv>, signedIn: boolean) =>
  signedIn ? c.text('Forbidden', 403) : c.redirect(`/${localeOf(c)}/workspace`, 303)

members.post('/:lang/workspace/members/invite', async (c) => {
  const member = await requireMember(c, 'owner')
  if (!member) return refused(c, (await sessionOf(c)) !== null)
  const submission = parseWithZod(await c.req.formData(), { schema: invitationSchema })
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() })
  const sql = workspaceSql(c)
  const locale = localeOf(c)
  const config = c.get('config')
  const [company] = await asWorkspace(
    sql,
    member,
    (tx) => tx<{ name: string }[]>`select name from companies where id = ${member.companyId}`,
  )
  const outcome = await invite(sql, member, { ...submission.value, locale }, (token) =>
    invitationEmail({
      locale,
      url: `${config.publicOrigin}/${locale}/workspace/invitation/${token}`,
      providerName: config.providerName,
      companyName: company?.name ?? '',
      role: submission.value.role,
    }),
  )
  if (outcome === 'capped')
    return answerWithPage(c, 429, { lastResult: submission.reply(), formError: 'address-capped' })
  if (outcome === 'member')
    return answerWithPage(c, 409, { lastResult: submission.reply(), formError: 'already-member' })
  return c.redirect(`${membersPage(c)}?invited=1`, 303)
})

members.post('/:lang/workspace/invitations/:id/revoke', async (c) => {
  const member = await requireMember(c, 'owner')
  if (!member) return refused(c, (await sessionOf(c)) !== null)
  const id = z.uuid().safeParse(c.req.param('id'))
  if (!id.success || !(await revokeInvitation(workspaceSql(c), member, id.data))) return c.notFound()
  return c.redirect(membersPage(c), 303)
})

const roleForm = z.object({ role: z.enum(MEMBER_ROLES) })

members.post('/:lang/workspace/members/:userId/role', async (c) => {
  const member = await requireMember(c, 'owner')
  if (!member) return refused(c, (await sessionOf(c)) !== null)
  const target = z.uuid().safeParse(c.req.param('userId'))
  const form = roleForm.safeParse(Object.fromEntries(await c.req.formData()))
  if (!target.success) return c.notFound()
  if (!form.success) return c.text('Unprocessable', 422)
  return memberChanged(c, await changeMember(workspaceSql(c), member, target.data, form.data))
})

members.post('/:lang/workspace/members/:userId/remove', async (c) => {
  const session = await requireMember(c)
  if (!session) return refused(c, false)
  const target = z.uuid().safeParse(c.req.param('userId'))
  if (!target.success) return c.notFound()
  // Anyone may leave; only an owner may remove someone else.
  if (target.data !== session.userId && session.role !== 'owner') return c.text('Forbidden', 403)
  const outcome = await changeMember(workspaceSql(c), session, target.data, 'remove')
  if (outcome === 'done' && target.data === session.userId) return c.redirect(`/${localeOf(c)}/workspace`, 303)
  return memberChanged(c, outcome)
})

function memberChanged(c: Context<AppEnv>, outcome: Awaited<ReturnType<typeof changeMember>>) {
  if (outcome === 'not-found') return c.notFound()
  if (outcome === 'last-owner') return answerWithPage(c, 409, { formError: 'last-owner' }, membersPage(c))
  return c.redirect(membersPage(c), 303)
}

// An invitation's link: its page asks for one click (a POST), which makes the invitee a
// member, signed in to the inviting company. The link proves the address, as a sign-in link does.
members.post('/:lang/workspace/invitation/:token', async (c) => {
  const sql = workspaceSql(c)
  const invitation = await invitationOfToken(sql, c.req.param('token'))
  if (!invitation) return answerWithPage(c, 410, { linkError: 'unknown' })
  const userId = await personOfEmail(sql, invitation.email, localeOf(c))
  if (!(await acceptInvitation(sql, invitation, userId)))
    return answerWithPage(c, 410, { linkError: invitation.acceptedAt ? 'used' : 'expired' })
  const { token } = await openSession(sql, {
    userId,
    companyId: invitation.companyId,
    userAgent: c.req.header('User-Agent') ?? '',
  })
  c.header('Set-Cookie', sessionCookie(token))
  return c.redirect(`/${localeOf(c)}/workspace`, 303)
})
