import type { Sql } from '#server/db/client.ts'
import { asWorkspace, type Tenant } from '../accounts/tenant.ts'

export type DeletionOutcome = 'deleted' | 'already' | 'mismatch' | 'forbidden'
export type RestorationOutcome = 'restored' | 'live' | 'expired' | 'forbidden'

/**
 * Deletes the tenant's space, its owner having typed `confirmedSlug`: one transaction of
 * the database's own (delete_workspace_space, *_baseline_space_deletion.sql) that marks it deleted,
 * queues its candidates' closing answers and the search engines' removals, ends its
 * members' sessions and logs it. A second request at the same time waits for the first's
 * row lock and finds it done ('already'): one deletion, whatever the number of requests.
 */
export async function deleteSpace(sql: Sql, tenant: Tenant, confirmedSlug: string): Promise<DeletionOutcome> {
  const [row] = await asWorkspace(
    sql,
    tenant,
    (tx) => tx<{ outcome: DeletionOutcome }[]>`select delete_workspace_space(${confirmedSlug}) as outcome`,
  )
  return row?.outcome ?? 'forbidden'
}

/** Restores the tenant's deleted space within its 30 days (restore_workspace_space). */
export async function restoreSpace(sql: Sql, tenant: Tenant): Promise<RestorationOutcome> {
  const [row] = await asWorkspace(
    sql,
    tenant,
    (tx) => tx<{ outcome: RestorationOutcome }[]>`select restore_workspace_space() as outcome`,
  )
  return row?.outcome ?? 'forbidden'
}
