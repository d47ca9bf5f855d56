import type { Context } from 'hono'
import type { PlanId } from '#domain/plans.ts'
import { requireMember, workspaceSql } from '#server/features/accounts/request.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import type { AppEnv } from '#server/hono-env.ts'
import type { RunInDatabase } from './hostnames.ts'

/**
 * The signed-in owner of the session's company, its plan, and the way to its rows (the
 * workspace's role under its company, RLS); null for anyone else (a recruiter, a stranger),
 * who gets the site's 404 as for any page not theirs.
 */
export async function ownerOfDomains(c: Context<AppEnv>) {
  const owner = await requireMember(c, 'owner')
  if (!owner) return null
  const tenant = { companyId: owner.companyId, userId: owner.userId }
  const run: RunInDatabase = (work) => asWorkspace(workspaceSql(c), tenant, work)
  const plan = await run(async (tx) => {
    const [row] = await tx<{ plan: PlanId }[]>`select plan from companies where id = ${owner.companyId}`
    return row?.plan ?? null
  })
  if (!plan) return null
  return { companyId: owner.companyId, plan, run }
}
