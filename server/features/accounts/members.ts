import type { TransactionSql } from 'postgres'
import type { Locale } from '#domain/locale.ts'
import type { MemberRole } from '#domain/workspace.ts'
import type { Sql } from '#server/db/client.ts'
import { withStrangerEmail } from '#server/db/queries/stranger-email-cap.ts'
import type { LinkEmail } from './links.ts'
import { asWorkspace, type Tenant } from './tenant.ts'
import { hashToken, newLinkEmail, toHex } from './tokens.ts'

export type Member = { userId: string; email: string; role: MemberRole; createdAt: Date }
export type OpenInvitation = { id: string; email: string; role: MemberRole; expiresAt: Date }

/** A company's members and open invitations, under its row-level security. */
export async function membersOf(sql: Sql, tenant: Tenant & { companyId: string }) {
  return asWorkspace(sql, tenant, async (tx) => {
    const members = await tx<Member[]>`
      select m.user_id, u.email, m.role, m.created_at
      from company_members m join users u on u.id = m.user_id
      order by m.role, u.email`
    const invitations = await tx<OpenInvitation[]>`
      select id, email, role, expires_at from invitations
      where accepted_at is null and revoked_at is null and expires_at > now()
      order by created_at desc`
    return { members, invitations }
  })
}

/**
 * Invites `email` with `role` for 7 days: a new link, its e-mail queued, on the address's
 * daily allowance (ADR 039). Inviting an address with an open invitation renews it (a new
 * link; the old one no longer works).
 */
export async function invite(
  sql: Sql,
  tenant: { companyId: string; userId: string },
  input: { email: string; role: MemberRole; locale: Locale },
  emailOf: (token: string) => LinkEmail,
): Promise<'invited' | 'capped' | 'member'> {
  const { hash, email } = await newLinkEmail(emailOf)
  const result = await withStrangerEmail(
    sql,
    input.email,
    async (tx) => {
      await tenantOf(tx, tenant)
      const [member] = await tx`
        select 1 from company_members m join users u on u.id = m.user_id where u.email = ${input.email}`
      if (member) return 'member' as const
      await tx`
        insert into invitations (company_id, email, role, token_hash, invited_by, locale)
        values (${tenant.companyId}, ${input.email}, ${input.role}, ${hash}, ${tenant.userId}, ${input.locale})
        on conflict (company_id, email) where accepted_at is null and revoked_at is null
        do update set role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
          locale = excluded.locale, created_at = now(), expires_at = now() + interval '7 days'
      `
      await tx`
        insert into email_outbox (kind, dedupe_key, to_address, subject, html_body, text_body, locale)
        values ('workspace_invitation', ${`workspace-invitation:${toHex(hash)}`}, ${input.email},
          ${email.subject}, ${email.htmlBody}, ${email.textBody}, ${input.locale})
      `
      await logActivity(tx, tenant, 'invitation_sent', { email: input.email, role: input.role })
      return 'invited' as const
    },
    (outcome) => outcome === 'invited',
  )
  return result
}

/** The tenant's settings inside a transaction opened by another helper (the e-mail cap's). */
async function tenantOf(tx: TransactionSql, tenant: { companyId: string; userId: string }) {
  await tx`
    select set_config('career_site.company_id', ${tenant.companyId}, true),
      set_config('career_site.user_id', ${tenant.userId}, true)`
}

async function logActivity(
  tx: TransactionSql,
  tenant: { companyId: string; userId: string },
  action: string,
  detail: Record<string, string>,
) {
  await tx`
    insert into workspace_activity (company_id, user_id, action, detail)
    values (${tenant.companyId}, ${tenant.userId}, ${action}, ${detail as never})`
}

/** Revokes an open invitation of the tenant's company; false when it has none by that id (another company's). */
export async function revokeInvitation(sql: Sql, tenant: { companyId: string; userId: string }, id: string) {
  return asWorkspace(sql, tenant, async (tx) => {
    const rows = await tx`
      update invitations set revoked_at = now()
      where id = ${id} and accepted_at is null and revoked_at is null returning email`
    if (rows.length === 0) return false
    await logActivity(tx, tenant, 'invitation_revoked', { email: String(rows[0]?.email) })
    return true
  })
}

/**
 * Changes a member's role or removes them (or oneself: leaving). 'not-found' for nobody of
 * the tenant's company by that id; 'last-owner' when the company would be left without an
 * owner (the database refuses it, whoever asks).
 */
export async function changeMember(
  sql: Sql,
  tenant: { companyId: string; userId: string },
  target: string,
  change: { role: MemberRole } | 'remove',
): Promise<'done' | 'not-found' | 'last-owner'> {
  try {
    return await asWorkspace(sql, tenant, async (tx) => {
      const rows =
        change === 'remove'
          ? await tx`delete from company_members where user_id = ${target} returning user_id`
          : await tx`update company_members set role = ${change.role} where user_id = ${target} returning user_id`
      if (rows.length === 0) return 'not-found'
      const action = change !== 'remove' ? 'role_changed' : target === tenant.userId ? 'member_left' : 'member_removed'
      await logActivity(
        tx,
        tenant,
        action,
        change === 'remove' ? { member: target } : { member: target, role: change.role },
      )
      return 'done'
    })
  } catch (error) {
    if ((error as { constraint_name?: string }).constraint_name === 'company_members_last_owner') return 'last-owner'
    throw error
  }
}

export type InvitationLink = {
  id: string
  companyId: string
  companyName: string
  email: string
  role: MemberRole
  expiresAt: Date
  acceptedAt: Date | null
  revokedAt: Date | null
}

/** An invitation by its link's token (any company: the link is the invitee's proof). */
export async function invitationOfToken(sql: Sql, token: string): Promise<InvitationLink | null> {
  const [row] = await sql<InvitationLink[]>`select * from workspace_invitation(${await hashToken(token)})`
  return row ?? null
}

/**
 * Accepts an invitation once: the invitee (made if new) becomes a member with its role, in
 * one transaction under the inviting company; a second use finds it accepted and does nothing.
 */
export async function acceptInvitation(sql: Sql, invitation: InvitationLink, userId: string): Promise<boolean> {
  return asWorkspace(sql, { companyId: invitation.companyId, userId }, async (tx) => {
    const rows = await tx`
      update invitations set accepted_at = now()
      where id = ${invitation.id} and accepted_at is null and revoked_at is null and expires_at > now()
      returning id`
    if (rows.length === 0) return false
    await tx`
      insert into company_members (company_id, user_id, role) values (${invitation.companyId}, ${userId}, ${invitation.role})
      on conflict (company_id, user_id) do nothing`
    await logActivity(tx, { companyId: invitation.companyId, userId }, 'member_joined', { role: invitation.role })
    return true
  })
}
