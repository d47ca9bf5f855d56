import { cardLogoOf } from '#domain/company-images/paths.ts'
import { absoluteImageUrl } from '#domain/safe-urls.ts'
import { readStreamUpTo } from '../services/bounded-stream.ts'
import type { CardLogo } from './card-svg.ts'

/** A logo is a small file; a bigger one is drawn without (its initial instead). */
export const MAX_LOGO_BYTES = 256 * 1024
/** A card waits this long for a logo from an image host, then is drawn without it. */
const LOGO_TIMEOUT_MS = 3000

export type LogoSources = {
  /** The site's origin: a logo stored on the site (`/demo/x.svg`) is read from its static files. */
  publicOrigin: string
  /** The image hosts companies' pictures may come from (IMAGE_ORIGINS, the CSP's img-src). */
  imageOrigins: readonly string[]
  assets: Fetcher
  /** Companies' uploaded images (ADR 081): an uploaded logo is read from there. */
  media: R2Bucket
}

/**
 * The bytes of a company's logo for its card, or null: the site's static files, or a GET
 * to one of the image hosts the site already trusts (IMAGE_ORIGINS), never any other
 * address a row holds (the Worker would then fetch wherever a value points). The type is
 * read from the bytes, not from what the host says; PNG, JPEG and SVG only. Anything else,
 * too big, too slow or failing: null, and the card shows the name's initial.
 */
export async function loadLogo(logoUrl: string | null, sources: LogoSources): Promise<CardLogo | null> {
  const uploaded = logoUrl ? cardLogoOf(logoUrl) : null
  if (uploaded) return uploadedLogo(sources.media, uploaded)
  const address = absoluteImageUrl(logoUrl, sources.publicOrigin)
  if (!address) return null
  const url = new URL(address)
  try {
    const response = await fetchFrom(url, sources)
    if (!response) return null
    if (!response.ok || !response.body) {
      await response.body?.cancel()
      return null
    }
    const bytes = await readStreamUpTo(response.body, MAX_LOGO_BYTES, { keep: true })
    if (!bytes) return null
    const type = imageType(bytes)
    return type ? { type, bytes } : null
  } catch (error) {
    // The address is the company's public logo, not personal data; the card goes on without it.
    console.warn('share card: logo unavailable', url.origin, error instanceof Error ? error.name : 'error')
    return null
  }
}

/** An uploaded logo's card copy from the media bucket: PNG or inert SVG, judged again by its bytes. */
async function uploadedLogo(bucket: R2Bucket, path: string): Promise<CardLogo | null> {
  const object = await bucket.get(path.slice(1))
  if (!object || object.size > MAX_LOGO_BYTES) {
    await object?.body.cancel()
    return null
  }
  const bytes = new Uint8Array(await object.arrayBuffer())
  const type = imageType(bytes)
  return type ? { type, bytes } : null
}

function fetchFrom(url: URL, { publicOrigin, imageOrigins, assets }: LogoSources): Promise<Response> | null {
  const init = { redirect: 'manual', signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) } as const
  if (url.origin === new URL(publicOrigin).origin) return assets.fetch(new Request(url, init))
  if (imageOrigins.includes(url.origin)) return fetch(url, init)
  return null
}

/** PNG and JPEG by their signatures; SVG by its root element near the start. */
export function imageType(bytes: Uint8Array): CardLogo['type'] | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const head = new TextDecoder().decode(bytes.subarray(0, 1024))
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml'
  return null
}
