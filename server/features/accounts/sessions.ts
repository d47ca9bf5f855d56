import type { Locale } from '#domain/locale.ts'
import type { MemberRole } from '#domain/workspace.ts'
import type { Sql } from '#server/db/client.ts'
import { asWorkspace } from './tenant.ts'
import { hashToken, newToken, TOKEN_FORM } from './tokens.ts'

/** A signed-in member as a request sees them: who, and in which company with which role. */
export type WorkspaceSession = {
  sessionId: string
  userId: string
  email: string
  locale: Locale
  /** The company they work in now; null when they belong to none (yet, or any more). */
  companyId: string | null
  role: MemberRole | null
  /** When that company's space was deleted (restorable for 30 days, ADR 067); null: it is live. */
  spaceDeletedAt: Date | null
}

/** The person of an address, made on their first sign-in. */
export async function personOfEmail(sql: Sql, email: string, locale: Locale): Promise<string> {
  const [row] = await sql<{ id: string }[]>`select workspace_user_for_email(${email}, ${locale}) as id`
  if (!row) throw new Error('workspace_user_for_email returned nothing')
  return row.id
}

/**
 * A new session (a sign-in: a new token every time, so a token seen before the sign-in is
 * worth nothing after it), in `companyId` or the person's first company. Returns the token
 * for the cookie; only its hash is stored.
 */
export async function openSession(
  sql: Sql,
  input: { userId: string; companyId?: string | null; userAgent: string },
): Promise<{ token: string; companyId: string | null }> {
  const token = newToken()
  const companyId = input.companyId ?? (await memberships(sql, input.userId))[0]?.companyId ?? null
  await sql`
    insert into sessions (token_hash, user_id, company_id, user_agent)
    values (${await hashToken(token)}, ${input.userId}, ${companyId}, ${input.userAgent.slice(0, 512)})
  `
  if (companyId) await recordActivity(sql, { companyId, userId: input.userId }, 'signed_in')
  return { token, companyId }
}

/** The live session of a cookie's token (its 30 idle days start again), or null. */
export async function readSession(sql: Sql, token: string): Promise<WorkspaceSession | null> {
  if (!TOKEN_FORM.test(token)) return null
  const [row] = await sql<WorkspaceSession[]>`select * from workspace_session(${await hashToken(token)})`
  return row ?? null
}

export async function revokeSession(sql: Sql, sessionId: string): Promise<void> {
  await sql`update sessions set revoked_at = now() where id = ${sessionId} and revoked_at is null`
}

export type Membership = { companyId: string; slug: string; name: string; role: MemberRole }

/** A person's companies, by name. */
export async function memberships(sql: Sql, userId: string): Promise<Membership[]> {
  return asWorkspace(sql, { companyId: null, userId }, (tx) => tx<Membership[]>`select * from workspace_memberships()`)
}

export type Activity =
  | 'space_created'
  | 'signed_in'
  | 'invitation_sent'
  | 'invitation_revoked'
  | 'member_joined'
  | 'role_changed'
  | 'member_removed'
  | 'member_left'
  | 'passkey_added'
  | 'sessions_revoked'
  | 'space_deleted'
  | 'space_restored'

/** A line of the company's activity log (who did what, when), for its owners. */
export async function recordActivity(
  sql: Sql,
  tenant: { companyId: string; userId: string },
  action: Activity,
  detail: Record<string, string> = {},
): Promise<void> {
  await asWorkspace(
    sql,
    tenant,
    (tx) => tx`
      insert into workspace_activity (company_id, user_id, action, detail)
      values (${tenant.companyId}, ${tenant.userId}, ${action}, ${detail as never})
    `,
  )
}

export type SessionLine = { id: string; userAgent: string; createdAt: Date; lastSeenAt: Date }

/** A person's live sessions, the most recently seen first (the security page). */
export async function sessionsOf(sql: Sql, userId: string): Promise<SessionLine[]> {
  return sql<SessionLine[]>`
    select id, user_agent, created_at, last_seen_at from sessions
    where user_id = ${userId} and revoked_at is null and expires_at > now()
    order by last_seen_at desc limit 50`
}

/** Ends one of a person's sessions, or all but the current one; how many ended (0: none of theirs). */
export async function revokeSessions(
  sql: Sql,
  userId: string,
  which: { id: string } | { allBut: string },
): Promise<number> {
  const rows =
    'id' in which
      ? await sql`update sessions set revoked_at = now()
          where id = ${which.id} and user_id = ${userId} and revoked_at is null returning id`
      : await sql`update sessions set revoked_at = now()
          where user_id = ${userId} and id <> ${which.allBut} and revoked_at is null returning id`
  return rows.length
}
