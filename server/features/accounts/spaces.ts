import type { Sql } from '#server/db/client.ts'
import { asWorkspace } from './tenant.ts'

/**
 * A new company (plan Starter, the default) and its first owner, in one transaction under
 * the new company's own id: the row-level security policies check the insert like any
 * other write of the workspace (ADR 056). 'taken' when another company got the address
 * first (between the form and the link, or at the same time).
 */
export async function createSpace(
  sql: Sql,
  input: { userId: string; companyName: string; slug: string },
): Promise<{ companyId: string } | 'taken'> {
  const companyId = crypto.randomUUID()
  try {
    await asWorkspace(sql, { companyId, userId: input.userId }, async (tx) => {
      await tx`
        insert into companies (id, slug, name, workspace_id)
        values (${companyId}, ${input.slug}, ${input.companyName}, ${companyId})
      `
      await tx`insert into company_members (company_id, user_id, role) values (${companyId}, ${input.userId}, 'owner')`
      await tx`
        insert into workspace_activity (company_id, user_id, action, detail)
        values (${companyId}, ${input.userId}, 'space_created', ${{ slug: input.slug } as never})
      `
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'taken'
    throw error
  }
  return { companyId }
}

/** Whether an address is free for a new space: no company has it, nor had it (old slugs keep redirecting, ADR 037). */
export async function slugIsFree(sql: Sql, slug: string): Promise<boolean> {
  const [row] = await sql<{ free: boolean }[]>`select workspace_slug_is_free(${slug}) as free`
  return row?.free === true
}
