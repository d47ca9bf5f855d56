import type { TransactionSql } from 'postgres'

/**
 * The ATS webhook's URL and secret (ADR 070). The secret signs every delivery (ADR 024);
 * the owner sees it once, on the answer to the form that made it, and may replace it at
 * any time: from then on no request is signed with the old one (deliveries read it just
 * before each attempt, webhook-delivery.ts). Each form carries a random key: the same form
 * sent twice, even at once, makes one secret, and both answers show that one.
 */

/** 32 random bytes, base64url, after a prefix that says what it is (the database wants 32 characters or more). */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `whsec_${btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}`
}

/**
 * The company's webhook as this form may see it: its URL, whether it has a secret, and the
 * secret itself only when this very form made it (a form sent twice). The workspace's role
 * cannot read the secret column (ADR 085): the database's `webhook_secret_of_form` is the
 * one way to it.
 */
type LockedWebhook = { url: string | null; hasSecret: boolean; secretOfThisForm: string | null }

/**
 * The company's webhook, its row locked until the transaction ends: one form at a time
 * changes it. The secret's state is read after the lock, in a statement of its own, so that
 * a form that waited for the lock sees what the one before it committed.
 */
async function lockWebhook(tx: TransactionSql, companyId: string, formKey: string): Promise<LockedWebhook | null> {
  const [company] = await tx<{ url: string | null }[]>`
    select applications_webhook_url as url from companies where id = ${companyId} for update
  `
  if (!company) return null
  const [secret] = await tx<{ hasSecret: boolean; secretOfThisForm: string | null }[]>`
    select has_secret as "hasSecret", secret as "secretOfThisForm" from webhook_secret_of_form(${formKey})
  `
  // Not an owner of this company (the route checked it; the database checks again): nothing to show.
  if (!secret) return null
  return { url: company.url, ...secret }
}

/** Which form made the current secret. */
async function recordRotation(tx: TransactionSql, companyId: string, formKey: string) {
  await tx`
    insert into webhook_secret_rotations (company_id, form_key) values (${companyId}, ${formKey})
    on conflict (company_id) do update set form_key = excluded.form_key, rotated_at = now()
  `
}

/** What a webhook form did: the secret to show once (null: none to show), or no such company. */
export type WebhookChange = { shownSecret: string | null } | null

/**
 * Sets the URL (null: no webhook, and no secret). The first URL comes with a new secret,
 * shown once; a new URL keeps the secret the receiver already has.
 */
export async function saveWebhookUrl(
  tx: TransactionSql,
  companyId: string,
  change: { url: string | null; formKey: string },
  makeSecret: () => string = newWebhookSecret,
): Promise<WebhookChange> {
  const current = await lockWebhook(tx, companyId, change.formKey)
  if (!current) return null
  if (change.url === null) {
    await tx`update companies set applications_webhook_url = null, applications_webhook_secret = null where id = ${companyId}`
    return { shownSecret: null }
  }
  if (current.hasSecret) {
    await tx`update companies set applications_webhook_url = ${change.url} where id = ${companyId}`
    // This very form made the secret (sent twice): its answer shows it again.
    return { shownSecret: current.secretOfThisForm }
  }
  const secret = makeSecret()
  await tx`
    update companies set applications_webhook_url = ${change.url}, applications_webhook_secret = ${secret}
    where id = ${companyId}
  `
  await recordRotation(tx, companyId, change.formKey)
  return { shownSecret: secret }
}

/** A new secret in place of the old one; null when the company has no webhook to sign for. */
export async function rotateWebhookSecret(
  tx: TransactionSql,
  companyId: string,
  formKey: string,
  makeSecret: () => string = newWebhookSecret,
): Promise<string | null> {
  const current = await lockWebhook(tx, companyId, formKey)
  if (!current?.url || !current.hasSecret) return null
  if (current.secretOfThisForm) return current.secretOfThisForm
  const secret = makeSecret()
  await tx`update companies set applications_webhook_secret = ${secret} where id = ${companyId}`
  await recordRotation(tx, companyId, formKey)
  return secret
}
