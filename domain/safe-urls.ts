import { jsonText } from './json-text.ts'

// Every address a company stored that a page puts in href or src goes through here.

/** '//host' and '/\\host' are other sites: only a single slash starts a path of this one. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !/^\/[/\\]/.test(value)
}

/** An image address we let into <img src>: absolute http(s), or a path on this site ('/demo/x.svg'). */
export function safeImageSrc(value: unknown): string | null {
  const src = jsonText(value)
  if (src === null || /\p{Cc}/u.test(src)) return null
  if (src.startsWith('/')) return isSitePath(src) ? src : null
  if (!/^https?:\/\//i.test(src)) return null
  try {
    return new URL(src).href
  } catch {
    return null
  }
}

/**
 * An image's absolute URL, as Google (JobPosting logo) and Open Graph (og:image) want it:
 * root-relative paths are resolved on this site's origin, http(s) URLs kept, anything else
 * (other schemes, '//host' or '/\\host' which are other sites, spaces) refused.
 */
export function absoluteImageUrl(imageUrl: string | null | undefined, origin: string): string | undefined {
  const image = imageUrl?.trim()
  if (!image || /[\s\p{Cc}]/u.test(image)) return undefined
  const isPath = isSitePath(image)
  if (!isPath && !/^https?:\/\//i.test(image)) return undefined
  try {
    const url = isPath ? new URL(image, origin) : new URL(image)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * A link we can put in href for a stored website: absolute http(s) only. Stored values often lack the
 * scheme ('lumen-energie.example'), so https is assumed; any other scheme (javascript:, data:) is refused.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  const raw = jsonText(url)
  // Whitespace or control characters inside: malformed, and a classic way to smuggle 'java\tscript:'.
  if (raw === null || /[\s\p{Cc}]/u.test(raw)) return null
  let candidate: string
  if (/^https?:\/\//i.test(raw)) candidate = raw
  else if (raw.startsWith('//')) candidate = `https:${raw}`
  // 'host:8080/path' is a host with a port, not a scheme.
  else if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[^:/?#]+:\d+(?:[/?#]|$)/.test(raw)) return null
  else candidate = `https://${raw}`
  let parsed: URL
  try {
    parsed = new URL(candidate)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  // 'user:pass@' hides the real host from the reader; a public website needs a dotted host name.
  if (parsed.username !== '' || parsed.password !== '') return null
  if (!parsed.hostname.includes('.') || parsed.hostname.startsWith('.') || parsed.hostname.endsWith('.')) return null
  return parsed.href
}

/** The host shown next to a website link ('lumen-energie.example'); '' when the URL is unusable. */
export function displayHost(url: string): string {
  const safe = safeExternalUrl(url)
  if (safe === null) return ''
  return new URL(safe).hostname.replace(/^www\./, '')
}
