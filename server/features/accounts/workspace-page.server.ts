import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PlanId } from '#domain/plans.ts'
import type { MemberRole } from '#domain/workspace.ts'
import { destinationOf, landingPath, type WorkspaceDestination } from '#domain/workspace-destinations.ts'
import { visibleJob } from '#server/db/queries/visible-jobs.ts'
import type { AnswerFigures } from '#server/features/desk/answer-statistics.ts'
import { homeAnswerFigures } from '#server/features/workspace-statistics/index.ts'
import { linkIsUsable } from './links.ts'
import { invitationOfToken, membersOf } from './members.ts'
import { passkeysOf } from './passkeys.ts'
import { requireMember, sessionOf, workspaceSql } from './request.ts'
import type { WorkspaceFormAnswer } from './route-answers.ts'
import { type Membership, memberships, sessionsOf } from './sessions.ts'
import { asWorkspace } from './tenant.ts'

export type WorkspaceCompany = {
  name: string
  slug: string
  plan: PlanId
  /** Whether its public pages may be indexed yet: a description or a visible offer (no thin page). */
  visibleJobs: number
  hasDescription: boolean
  /** When an owner deleted the space (restorable for 30 days, ADR 067); null: it is live. */
  deletedAt: Date | null
}

export type WorkspacePageData =
  | {
      kind: 'door'
      sent: boolean
      deleted: boolean
      answer: WorkspaceFormAnswer
      destination: WorkspaceDestination | null
    }
  | {
      kind: 'home'
      email: string
      role: MemberRole | null
      company: WorkspaceCompany | null
      /** How well the company answers its candidates (every plan, ADR 071). */
      answers: AnswerFigures | null
      memberships: Membership[]
      answer: WorkspaceFormAnswer
      restored: boolean
    }

/**
 * /{lang}/workspace: the door when nobody is signed in, the company's workspace otherwise
 * (or, for someone in no company yet, the form to create one). A `next` page asked for
 * before the door (ADR 069) is where a member of a company goes at once.
 */
export async function workspacePageData(pageContext: PageContextServer): Promise<WorkspacePageData> {
  const c = pageContext.hono
  const answer = pageContext.workspaceAnswer ?? {}
  const session = await sessionOf(c)
  const query = new URL(c.req.url).searchParams
  const destination = destinationOf(query.get('next'))
  if (!session) return { kind: 'door', sent: query.has('sent'), deleted: query.has('deleted'), answer, destination }
  if (destination && session.companyId) throw redirect(landingPath(pageContext.locale, destination))
  const sql = workspaceSql(c)
  const companies = await memberships(sql, session.userId)
  const { companyId } = session
  const found = companyId
    ? await asWorkspace(sql, { companyId, userId: session.userId }, async (tx) => {
        const [row] = await tx<WorkspaceCompany[]>`
          select name, slug, plan, deleted_at, coalesce(btrim(description), '') <> '' as has_description,
            (select count(*)::int from jobs j where j.company_id = companies.id and ${visibleJob(tx, 'j')})
              as visible_jobs
          from companies where id = ${companyId}
        `
        return row ? { company: row, answers: await homeAnswerFigures(tx, companyId) } : null
      })
    : null
  return {
    kind: 'home',
    email: session.email,
    role: session.role,
    company: found?.company ?? null,
    answers: found?.answers ?? null,
    memberships: companies,
    answer,
    restored: query.has('restored'),
  }
}

/** /{lang}/workspace/link/{token}: whether the e-mailed link still opens a session. */
export async function workspaceLinkPageData(pageContext: PageContextServer) {
  const answer = pageContext.workspaceAnswer ?? {}
  const token = String(pageContext.routeParams.token ?? '')
  if (answer.linkError) return { usable: false, answer }
  return { usable: await linkIsUsable(workspaceSql(pageContext.hono), token), answer }
}

/** /{lang}/workspace/members: who belongs to the company, who is invited; only for its members. */
export async function workspaceMembersPageData(pageContext: PageContextServer) {
  const c = pageContext.hono
  const member = await requireMember(c)
  if (!member) throw redirect(`/${pageContext.locale}/workspace`)
  const { members, invitations } = await membersOf(workspaceSql(c), member)
  return {
    me: { userId: member.userId, role: member.role },
    members,
    invitations,
    invited: new URL(c.req.url).searchParams.has('invited'),
    answer: pageContext.workspaceAnswer ?? {},
  }
}

/** /{lang}/workspace/invitation/{token}: which company invites whom, if the link still works. */
export async function workspaceInvitationPageData(pageContext: PageContextServer) {
  const answer = pageContext.workspaceAnswer ?? {}
  const invitation = answer.linkError
    ? null
    : await invitationOfToken(workspaceSql(pageContext.hono), String(pageContext.routeParams.token ?? ''))
  const usable =
    invitation && !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt.getTime() > Date.now()
  return {
    invitation: usable ? { companyName: invitation.companyName, role: invitation.role, email: invitation.email } : null,
    answer,
  }
}

/** /{lang}/workspace/security: the signed-in person's sessions and passkeys. */
export async function workspaceSecurityPageData(pageContext: PageContextServer) {
  const c = pageContext.hono
  const session = await sessionOf(c)
  if (!session) throw redirect(`/${pageContext.locale}/workspace`)
  const sql = workspaceSql(c)
  const [sessions, passkeys] = [await sessionsOf(sql, session.userId), await passkeysOf(sql, session.userId)]
  return { current: session.sessionId, sessions, passkeys }
}

export type ActivityLine = {
  id: string
  email: string | null
  action: string
  detail: Record<string, string>
  createdAt: Date
}

/** /{lang}/workspace/activity: who did what and when in the company, for its owners only. */
export async function workspaceActivityPageData(pageContext: PageContextServer) {
  const c = pageContext.hono
  const owner = await requireMember(c, 'owner')
  if (!owner) throw (await sessionOf(c)) ? render(403) : redirect(`/${pageContext.locale}/workspace`)
  const lines = await asWorkspace(
    workspaceSql(c),
    owner,
    (tx) => tx<ActivityLine[]>`
      select a.id::text, u.email, a.action, a.detail, a.created_at
      from workspace_activity a left join users u on u.id = a.user_id
      order by a.id desc limit 100`,
  )
  return { lines }
}
