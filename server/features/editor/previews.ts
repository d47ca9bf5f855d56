import type postgres from 'postgres'
import type { EditorActor } from './job-editor.ts'

// The editors' previews (ADR 074): the form a member typed, kept as their one preview of a
// page (supabase/migrations/*_baseline_company_editor.sql), read back by the preview's link. One row
// per member and page: a preview again replaces it (a retried or concurrent click never makes
// a second row), a save of that page deletes it.

/** What is previewed: the company's page, an offer by its id, or the offer not saved yet. */
export type PreviewTarget = 'company' | 'new' | (string & {})

export type StoredPreview<T> = { content: T; createdAt: Date }

type Member = Pick<EditorActor, 'companyId' | 'userId'>

/** Keeps `content` as the member's preview of `target`, over the one they had. */
export async function keepPreview(
  tx: postgres.TransactionSql,
  member: Member,
  target: PreviewTarget,
  content: object,
): Promise<void> {
  await tx`
    insert into editor_previews (company_id, user_id, target, content)
    values (${member.companyId}, ${member.userId}, ${target}, ${tx.json(content as postgres.JSONValue)})
    on conflict (company_id, user_id, target) do update set content = excluded.content, created_at = now()`
}

/** The member's preview of `target`, if they made one since its last save. */
export async function readPreview<T>(
  tx: postgres.TransactionSql,
  member: Member,
  target: PreviewTarget,
): Promise<StoredPreview<T> | null> {
  const [row] = await tx<StoredPreview<T>[]>`
    select content, created_at from editor_previews
    where company_id = ${member.companyId} and user_id = ${member.userId} and target = ${target}`
  return row ?? null
}

/** Forgets the member's preview of `target`: the page was saved, the saved page is the preview now. */
export async function forgetPreview(tx: postgres.TransactionSql, member: Member, target: PreviewTarget): Promise<void> {
  await tx`
    delete from editor_previews
    where company_id = ${member.companyId} and user_id = ${member.userId} and target = ${target}`
}
