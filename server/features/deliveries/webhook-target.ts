/**
 * Where a webhook may go (ADR 040): an `https` URL whose host is a public name or a public
 * address. Loopback, private, link-local, CGNAT, unique-local and unspecified addresses,
 * `localhost` and single-label or internal names are refused, so that a company's setting
 * cannot make the Worker post candidates' data to the network it runs in. The check is on
 * the URL as written: workerd's fetch resolves names itself and offers no way to see or
 * pin the address it connects to (no DNS API without a third-party resolver), so names
 * are judged by their form, and Cloudflare's egress does not route to private ranges.
 *
 * `allowedOrigins` is the test-only exception (WEBHOOK_TEST_ORIGINS, refused by readConfig
 * unless PUBLIC_ORIGIN is this machine): exact origins of local recording servers.
 */
export type TargetCheck = { ok: true } | { ok: false; reason: string }

export function checkWebhookTarget(url: string, allowedOrigins: readonly string[] = []): TargetCheck {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, reason: 'not a URL' }
  }
  if (allowedOrigins.includes(parsed.origin)) return { ok: true }
  if (parsed.protocol !== 'https:') return { ok: false, reason: 'not https' }
  if (parsed.username || parsed.password) return { ok: false, reason: 'credentials in URL' }
  // The URL parser has already normalised IPv4 forms (0x7f.1, 2130706433) to dotted quads.
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('['))
    return isPublicIpv6(host.slice(1, -1)) ? { ok: true } : { ok: false, reason: 'private address' }
  const ipv4 = parseIpv4(host)
  if (ipv4) return isPublicIpv4(ipv4) ? { ok: true } : { ok: false, reason: 'private address' }
  if (!host.includes('.') || INTERNAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return { ok: false, reason: 'internal name' }
  }
  return { ok: true }
}

/** Names that never point at a company's public receiver (RFC 6761, 6762, 8375, 9476). */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home.arpa', 'alt', 'test', 'invalid']

function parseIpv4(host: string): number[] | null {
  const parts = host.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null
  const bytes = parts.map(Number)
  return bytes.every((byte) => byte <= 255) ? bytes : null
}

function isPublicIpv4([a = 0, b = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false // this network, private, loopback, multicast, reserved
  if (a === 169 && b === 254) return false // link-local (cloud metadata)
  if (a === 172 && b >= 16 && b <= 31) return false
  if (a === 192 && b === 168) return false
  if (a === 100 && b >= 64 && b <= 127) return false // carrier-grade NAT
  if (a === 198 && (b === 18 || b === 19)) return false // benchmarking
  return true
}

function isPublicIpv6(address: string): boolean {
  const groups = expandIpv6(address)
  if (!groups) return false
  const [first = 0] = groups
  if (groups.slice(0, 7).every((group) => group === 0)) return false // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::/96) addresses are their IPv4 address.
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  const nat64 = first === 0x64 && groups[1] === 0xff9b
  if (mapped || nat64) {
    const [high = 0, low = 0] = groups.slice(6)
    return isPublicIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  }
  if ((first & 0xfe00) === 0xfc00) return false // unique local
  if ((first & 0xffc0) === 0xfe80) return false // link-local
  if ((first & 0xff00) === 0xff00) return false // multicast
  return true
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (no IPv4 tail). */
function expandIpv6(address: string): number[] | null {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? left.length !== 8 : missing < 1) return null
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return groups.map((group) => Number.parseInt(group, 16))
}
