import type { CustomHostnameStatus } from '#domain/custom-domain.ts'
import type { DomainsConfig } from './config.ts'

/**
 * Cloudflare for SaaS's custom-hostname API (ADR 072), the four calls the workspace makes:
 * create (`POST /zones/{zone}/custom_hostnames`, HTTP validation of a DV certificate, which
 * completes by itself once the company's CNAME points at the zone), read by id, find by
 * hostname (a creation whose answer was lost), delete. Every answer is Cloudflare's
 * envelope `{ success, errors, result }`.
 */
export type CloudflareHostname = {
  id: string
  hostname: string
  status?: string
  verification_errors?: string[]
  ssl?: { status?: string; validation_errors?: { message?: string }[] }
}

/** What a call came back with: the hostname, Cloudflare's refusal with its messages, or no answer. */
export type ApiAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; refused: string[]; code: number | null; status: number }
  | 'unavailable'

const TIMEOUT_MS = 10_000
/** Cloudflare's code for a hostname already in the zone (a retried creation). */
export const DUPLICATE_HOSTNAME = 1406

type Envelope = { success?: boolean; errors?: { code?: number; message?: string }[]; result?: unknown }

async function call<T>(config: DomainsConfig, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  let response: Response
  try {
    response = await fetch(`${config.apiBase}/zones/${config.zoneId}/custom_hostnames${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    return 'unavailable'
  }
  // A 5xx, a rate limit or an unreadable answer says nothing about the hostname: try later.
  if (response.status >= 500 || response.status === 429) return 'unavailable'
  const envelope = (await response.json().catch(() => null)) as Envelope | null
  if (envelope === null) return 'unavailable'
  if (!response.ok || envelope.success === false) {
    const errors = envelope.errors ?? []
    return {
      ok: false,
      refused: errors.map((error) => error.message ?? '').filter(Boolean),
      code: errors[0]?.code ?? null,
      status: response.status,
    }
  }
  return { ok: true, value: envelope.result as T }
}

export const createCustomHostname = (config: DomainsConfig, hostname: string) =>
  call<CloudflareHostname>(config, 'POST', '', { hostname, ssl: { method: 'http', type: 'dv' } })

export const readCustomHostname = (config: DomainsConfig, id: string) =>
  call<CloudflareHostname>(config, 'GET', `/${encodeURIComponent(id)}`)

/** The zone's custom hostname named `hostname`, or null when it has none. */
export async function findCustomHostname(
  config: DomainsConfig,
  hostname: string,
): Promise<ApiAnswer<CloudflareHostname | null>> {
  const answer = await call<CloudflareHostname[]>(config, 'GET', `?hostname=${encodeURIComponent(hostname)}`)
  if (answer === 'unavailable' || !answer.ok) return answer
  return { ok: true, value: answer.value.find((found) => found.hostname === hostname) ?? null }
}

export const deleteCustomHostname = (config: DomainsConfig, id: string) =>
  call<{ id: string }>(config, 'DELETE', `/${encodeURIComponent(id)}`)

/** Hostname states after which Cloudflare no longer tries: the owner has to act. */
const FAILED_HOSTNAME = new Set([
  'moved',
  'deleted',
  'pending_deletion',
  'blocked',
  'pending_blocked',
  'test_blocked',
  'test_failed',
])
/** Certificate states after which no certificate comes without a new request. */
const FAILED_CERTIFICATE = new Set([
  'expired',
  'deleted',
  'pending_deletion',
  'deactivating',
  'inactive',
  'initializing_timed_out',
  'validation_timed_out',
  'issuance_timed_out',
  'deployment_timed_out',
  'deletion_timed_out',
])

/**
 * The workspace's three states from Cloudflare's two (the hostname's and its certificate's):
 * served only when both are active (a hostname without its certificate would answer HTTPS
 * with an error), failed when either stopped for good, pending otherwise; with Cloudflare's
 * own words for what stands in the way.
 */
export function stateOf(found: CloudflareHostname): { status: CustomHostnameStatus; reasons: string[] } {
  const hostname = found.status ?? 'pending'
  const certificate = found.ssl?.status ?? 'initializing'
  const reasons = [
    ...(found.verification_errors ?? []),
    ...(found.ssl?.validation_errors ?? []).map((error) => error.message ?? ''),
  ].filter((reason) => reason.trim() !== '')
  if ((hostname === 'active' || hostname === 'active_redeploying') && certificate === 'active')
    return { status: 'active', reasons: [] }
  if (FAILED_HOSTNAME.has(hostname) || FAILED_CERTIFICATE.has(certificate)) {
    const fallback = FAILED_HOSTNAME.has(hostname) ? `hostname ${hostname}` : `certificate ${certificate}`
    return { status: 'failed', reasons: reasons.length > 0 ? reasons : [fallback] }
  }
  return { status: 'pending', reasons }
}
