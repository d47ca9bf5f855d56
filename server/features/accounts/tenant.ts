import type { TransactionSql } from 'postgres'
import type { Sql } from '#server/db/client.ts'

/** Whose transaction it is: the session's company (the tenant) and person. */
export type Tenant = { companyId: string | null; userId?: string | null }

/**
 * Runs `work` in one transaction of the workspace's role (its own connection,
 * WORKSPACE_HYPERDRIVE) with the tenant its row-level security policies read
 * (supabase/migrations/*_baseline_workspace_access.sql, ADR 056). Both settings
 * are local to the transaction: Hyperdrive's pooled connection carries nothing to the
 * next request, and a statement outside a transaction reaches no company's rows.
 */
export async function asWorkspace<T>(sql: Sql, tenant: Tenant, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return (await sql.begin(async (tx) => {
    await tx`
      select set_config('career_site.company_id', ${tenant.companyId ?? ''}, true),
        set_config('career_site.user_id', ${tenant.userId ?? ''}, true)
    `
    return work(tx)
  })) as T
}
