import { absoluteImageUrl } from './safe-urls.ts'

/**
 * The picture a page shows when its link is shared (og:image). Link previews (LinkedIn,
 * Slack, WhatsApp, Facebook) show PNG and JPEG, never SVG: a company's cover or logo is
 * used when its address names one of those; otherwise the site's generated card, a
 * 1200×630 PNG of the company's name, colour and logo (server/share-cards, ADR 038).
 */
export type ShareImage = {
  url: string
  /** Known for the generated card only: a company's own picture may be any size. */
  size?: { width: number; height: number }
  /** What it shows, for its alternative text; a logo is too small for a large preview. */
  kind: 'cover' | 'logo' | 'card'
}

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/**
 * Bumped when the card's drawing changes: the card's address carries it (with the company's
 * name, colour and logo), so that previews cached by the platforms under the old address
 * are not reused for a new picture.
 */
const CARD_DRAWING_VERSION = 1

/** The language-less paths the Worker answers with a card (server/routes/share-images.ts). */
export const shareCardPaths = {
  site: '/share-cards/site.png',
  company: (slug: string) => `/share-cards/company/${slug}.png`,
}

export type SharedCompany = {
  slug: string
  name: string
  logoUrl: string | null
  coverImageUrl: string | null
  accentColor: string | null
}

/** An address whose path names a PNG or JPEG file (Supabase Storage keeps the extension). */
export function isRasterImageUrl(url: string): boolean {
  try {
    return /\.(?:png|jpe?g)$/i.test(new URL(url).pathname)
  } catch {
    return false
  }
}

/** A company's pages: its raster cover, else its raster logo, else its card. */
export function companyShareImage(company: SharedCompany, origin: string): ShareImage {
  const cover = absoluteImageUrl(company.coverImageUrl, origin)
  if (cover && isRasterImageUrl(cover)) return { url: cover, kind: 'cover' }
  const logo = absoluteImageUrl(company.logoUrl, origin)
  if (logo && isRasterImageUrl(logo)) return { url: logo, kind: 'logo' }
  const version = drawingVersion([company.name, company.accentColor ?? '', company.logoUrl ?? ''])
  return card(`${origin}${shareCardPaths.company(company.slug)}?v=${version}`)
}

/** The landing page: the site's own card (the provider's name and mark). */
export function siteShareImage(providerName: string, origin: string): ShareImage {
  return card(`${origin}${shareCardPaths.site}?v=${drawingVersion([providerName])}`)
}

function card(url: string): ShareImage {
  return { url, size: SHARE_CARD_SIZE, kind: 'card' }
}

/**
 * A short digest of what the card shows (FNV-1a, 32 bits, base 36): not a secret, only a
 * change of address when the picture changes. The Worker does not read it (the edge
 * cache key leaves it out, server/features/edge-cache/cache-key.ts): it always draws current data.
 */
function drawingVersion(parts: readonly string[]): string {
  let hash = 0x811c9dc5
  for (const char of [String(CARD_DRAWING_VERSION), ...parts].join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
