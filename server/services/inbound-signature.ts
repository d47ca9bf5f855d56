/**
 * The signature of a company's ATS calls (ADR 046): exactly as our outgoing webhooks are
 * signed (server/features/deliveries/webhook-delivery.ts, `webhookSignature`): the header
 * `Talentsite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * company's `applications_webhook_secret`, refused when `t` is more than 5 minutes away.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const encoder = new TextEncoder()

/** Whether the header signs these exact bytes with this secret, within the tolerance. */
export async function isSignedBy(
  secret: string,
  header: string,
  rawBody: Uint8Array<ArrayBuffer>,
  nowSeconds: number = Date.now() / 1000,
): Promise<boolean> {
  const parts = new Map<string, string>()
  for (const part of header.slice(0, 512).split(',')) {
    const [name, value, ...rest] = part.trim().split('=')
    if (name && value !== undefined && rest.length === 0 && !parts.has(name)) parts.set(name, value)
  }
  const t = parts.get('t') ?? ''
  const v1 = parts.get('v1') ?? ''
  if (!/^[0-9]{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1)) return false
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ])
  const signed = new Uint8Array([...encoder.encode(`${t}.`), ...rawBody])
  const given = Uint8Array.from(v1.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  // Constant-time comparison by Web Crypto itself.
  return crypto.subtle.verify('HMAC', key, given, signed)
}
