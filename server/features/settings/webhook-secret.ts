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

type LockedWebhook = { url: string | null; secret: string | null; formKey: string | null }

/**
 * The company's webhook, its row locked until the transaction ends: one form at a time
 * changes it. The form that made its secret is read after the lock, in a statement of its
 * own, so that a form that waited for the lock sees what the one before it committed.
 */
async function lockWebhook(tx: TransactionSql, companyId: string): Promise<LockedWebhook | null> {
  const [company] = await tx<Omit<LockedWebhook, 'formKey'>[]>`
    select applications_webhook_url as url, applications_webhook_secret as secret from companies
    where id = ${companyId}
    for update
  `
  if (!company) return null
  const [rotation] = await tx<{ formKey: string }[]>`
    select form_key as "formKey" from webhook_secret_rotations where company_id = ${companyId}
  `
  return { ...company, formKey: rotation?.formKey ?? null }
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
  const current = await lockWebhook(tx, companyId)
  if (!current) return null
  if (change.url === null) {
    await tx`update companies set applications_webhook_url = null, applications_webhook_secret = null where id = ${companyId}`
    return { shownSecret: null }
  }
  if (current.secret) {
    await tx`update companies set applications_webhook_url = ${change.url} where id = ${companyId}`
    // This very form made the secret (sent twice): its answer shows it again.
    return { shownSecret: current.formKey === change.formKey ? current.secret : null }
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
  const current = await lockWebhook(tx, companyId)
  if (!current?.url || !current.secret) return null
  if (current.formKey === formKey) return current.secret
  const secret = makeSecret()
  await tx`update companies set applications_webhook_secret = ${secret} where id = ${companyId}`
  await recordRotation(tx, companyId, formKey)
  return secret
}
