import { createHmac, timingSafeEqual } from 'node:crypto'
import type postgres from 'postgres'

/**
 * What a company's receiver does with a webhook request (README, "For companies"): it
 * recomputes the HMAC-SHA256 of "<t>.<raw body>" with its secret, compares it in constant
 * time, and refuses a timestamp more than five minutes away. Written with Node's crypto,
 * apart from the Worker's code, so that a test using it checks the agreed format.
 */
export function verifyAsReceiver(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  now = Date.now(),
): { ok: true; timestamp: number } | { ok: false; reason: string } {
  const fields = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.split('=', 2) as [string, string]),
  )
  const timestamp = Number(fields.get('t'))
  const signature = fields.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'malformed' }
  if (Math.abs(now / 1000 - timestamp) > 300) return { ok: false, reason: 'too old' }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest()
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'bad signature' }
  return { ok: true, timestamp }
}

/** A client that can open a transaction: the Worker's (RequestDatabase.sql) or a plain postgres.js one. */
type Transactional = { begin: (work: (tx: postgres.TransactionSql) => Promise<unknown>) => Promise<unknown> }

/**
 * Points a company's webhook at a local recording server (or removes it with null). The
 * database refuses plain-http and loopback URLs (ADR 040) unless the transaction lists the
 * origin in career_site.webhook_test_origins: the explicit, test-only way in.
 */
export async function pointCompanyWebhook(
  sql: Transactional,
  companyId: string,
  webhook: { url: string; secret: string } | null,
): Promise<void> {
  await sql.begin(async (tx) => {
    if (webhook) await tx`select set_config('career_site.webhook_test_origins', ${new URL(webhook.url).origin}, true)`
    await tx`
      update companies set applications_webhook_url = ${webhook?.url ?? null}, applications_webhook_secret = ${webhook?.secret ?? null}
      where id = ${companyId}
    `
  })
}
