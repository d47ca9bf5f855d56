import type { Locale } from '#domain/locale.ts'
import type { Sql } from '#server/db/client.ts'
import { withStrangerEmail } from '#server/db/queries/stranger-email-cap.ts'
import { hashToken, newLinkEmail, newToken, toHex } from './tokens.ts'

/** What a one-time link is for: signing in, or creating the space its form described. */
export type LinkRequest =
  | { purpose: 'sign_in'; email: string; locale: Locale }
  | { purpose: 'create_space'; email: string; locale: Locale; companyName: string; companySlug: string }

export type LinkEmail = { subject: string; htmlBody: string; textBody: string }

/**
 * Stores a new link's hash and queues its e-mail in one transaction, on the address's daily
 * allowance of e-mails a visitor can make the site send (ADR 039): 'capped' when it is
 * spent, and then nothing is stored or sent.
 */
export async function queueLinkEmail(
  sql: Sql,
  request: LinkRequest,
  emailOf: (token: string) => LinkEmail,
): Promise<'queued' | 'capped'> {
  const { hash, email } = await newLinkEmail(emailOf)
  const result = await withStrangerEmail(
    sql,
    request.email,
    async (tx) => {
      await tx`
        insert into sign_in_links (token_hash, email, purpose, company_name, company_slug, locale)
        values (${hash}, ${request.email}, ${request.purpose},
          ${request.purpose === 'create_space' ? request.companyName : null},
          ${request.purpose === 'create_space' ? request.companySlug : null}, ${request.locale})
      `
      await tx`
        insert into email_outbox (kind, dedupe_key, to_address, subject, html_body, text_body, locale)
        values ('workspace_sign_in', ${`workspace-link:${toHex(hash)}`}, ${request.email},
          ${email.subject}, ${email.htmlBody}, ${email.textBody}, ${request.locale})
      `
      return true
    },
    (queued) => queued,
  )
  return result === 'capped' ? 'capped' : 'queued'
}

export type UsedLink = {
  email: string
  purpose: 'sign_in' | 'create_space'
  companyName: string | null
  companySlug: string | null
  locale: Locale
}

/**
 * Uses a link once: one statement marks it used if it is still unused and unexpired, so of
 * two uses at once exactly one gets it. Otherwise says why not, without telling a
 * made-up token from a deleted one.
 */
export async function useLink(sql: Sql, token: string): Promise<UsedLink | 'expired' | 'used' | 'unknown'> {
  const hash = await hashToken(token)
  const [used] = await sql<UsedLink[]>`
    update sign_in_links set used_at = now()
    where token_hash = ${hash} and used_at is null and expires_at > now()
    returning email, purpose, company_name, company_slug, locale
  `
  if (used) return used
  const [link] = await sql<{ usedAt: Date | null }[]>`select used_at from sign_in_links where token_hash = ${hash}`
  if (!link) return 'unknown'
  return link.usedAt ? 'used' : 'expired'
}

/** Whether the link would still open a session (the page that asks to confirm it). */
export async function linkIsUsable(sql: Sql, token: string): Promise<boolean> {
  const hash = await hashToken(token)
  const rows = await sql`
    select 1 from sign_in_links where token_hash = ${hash} and used_at is null and expires_at > now()`
  return rows.length === 1
}

/**
 * A sign-in link for an existing member, made by an operator (`npm run workspace:link`):
 * stored like an e-mailed one (15 minutes, once), sent by nobody. Null for an address that
 * belongs to no member of any company.
 */
export async function operatorSignInLink(sql: Sql, email: string): Promise<{ token: string; locale: Locale } | null> {
  const address = email.trim().toLowerCase()
  const [person] = await sql<{ locale: Locale }[]>`
    select u.locale from users u
    where u.email = ${address} and exists (select from company_members m where m.user_id = u.id)`
  if (!person) return null
  const token = newToken()
  await sql`
    insert into sign_in_links (token_hash, email, purpose, locale)
    values (${await hashToken(token)}, ${address}, 'sign_in', ${person.locale})`
  return { token, locale: person.locale }
}
