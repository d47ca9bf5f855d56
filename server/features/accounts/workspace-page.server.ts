import type { PageContextServer } from 'vike/types'
import type { PlanId } from '#domain/plans.ts'
import type { MemberRole } from '#domain/workspace.ts'
import { visibleJob } from '#server/db/queries/visible-jobs.ts'
import { linkIsUsable } from './links.ts'
import { sessionOf, workspaceSql } from './request.ts'
import type { WorkspaceFormAnswer } from './routes.ts'
import { type Membership, memberships } from './sessions.ts'
import { asWorkspace } from './tenant.ts'

export type WorkspaceCompany = {
  name: string
  slug: string
  plan: PlanId
  /** Whether its public pages may be indexed yet: a description or a visible offer (no thin page). */
  visibleJobs: number
  hasDescription: boolean
}

export type WorkspacePageData =
  | { kind: 'door'; sent: boolean; answer: WorkspaceFormAnswer }
  | {
      kind: 'home'
      email: string
      role: MemberRole | null
      company: WorkspaceCompany | null
      memberships: Membership[]
      answer: WorkspaceFormAnswer
    }

/**
 * /{lang}/workspace: the door when nobody is signed in, the company's workspace otherwise
 * (or, for someone in no company yet, the form to create one).
 */
export async function workspacePageData(pageContext: PageContextServer): Promise<WorkspacePageData> {
  const c = pageContext.hono
  const answer = pageContext.workspaceAnswer ?? {}
  const session = await sessionOf(c)
  if (!session) return { kind: 'door', sent: new URL(c.req.url).searchParams.has('sent'), answer }
  const sql = workspaceSql(c)
  const companies = await memberships(sql, session.userId)
  const company = session.companyId
    ? await asWorkspace(sql, { companyId: session.companyId, userId: session.userId }, async (tx) => {
        const [row] = await tx<WorkspaceCompany[]>`
          select name, slug, plan, coalesce(btrim(description), '') <> '' as has_description,
            (select count(*)::int from jobs j where j.company_id = companies.id and ${visibleJob(tx, 'j')})
              as visible_jobs
          from companies where id = ${session.companyId}
        `
        return row ?? null
      })
    : null
  return { kind: 'home', email: session.email, role: session.role, company, memberships: companies, answer }
}

/** /{lang}/workspace/link/{token}: whether the e-mailed link still opens a session. */
export async function workspaceLinkPageData(pageContext: PageContextServer) {
  const answer = pageContext.workspaceAnswer ?? {}
  const token = String(pageContext.routeParams.token ?? '')
  if (answer.linkError) return { usable: false, answer }
  return { usable: await linkIsUsable(workspaceSql(pageContext.hono), token), answer }
}
