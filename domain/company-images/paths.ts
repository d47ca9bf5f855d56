import { type ImageKind, type ImageSize, variantWidths } from './sizes.ts'

// Where a company's images are served: the site's own origin, under a path that names the
// kind, a hash of the company, the kind and the uploaded bytes, and the variant. The path
// changes whenever the bytes do, so each answer is cached for a year as immutable (ADR 081).
// The largest variant's path carries its size (`1920x1280.webp`), the others their width
// (`640w.webp`). The R2 key is the path without its leading slash.

export const MEDIA_PREFIX = '/media/'
const HASH = '[0-9a-f]{32}'
const SIZE = '[1-9]\\d{0,4}'
const MEDIA_PATH = new RegExp(
  `^/media/(?:(logo|cover|photo)/(${HASH})/(?:(${SIZE})x(${SIZE})|(${SIZE})w)\\.webp|logo/(${HASH})/logo\\.svg)$`,
)

export const largestPath = (kind: ImageKind, hash: string, { width, height }: ImageSize) =>
  `${MEDIA_PREFIX}${kind}/${hash}/${width}x${height}.webp`
export const widthPath = (kind: ImageKind, hash: string, width: number) =>
  `${MEDIA_PREFIX}${kind}/${hash}/${width}w.webp`
export const svgLogoPath = (hash: string) => `${MEDIA_PREFIX}logo/${hash}/logo.svg`
/** A raster logo's PNG copy, for the link previews' renderer (never served: no page names it). */
export const cardLogoPath = (hash: string) => `${MEDIA_PREFIX}logo/${hash}/card.png`

/** Where the link previews read an uploaded logo: its SVG, or its PNG copy; null for any other address. */
export function cardLogoOf(logoUrl: string): string | null {
  const media = parseMediaPath(logoUrl)
  if (media?.kind !== 'logo') return null
  return media.type === 'image/svg+xml' ? logoUrl : cardLogoPath(media.hash)
}

export type MediaPath = {
  kind: ImageKind
  hash: string
  /** The largest variant's size, when the path is that variant's. */
  largest: ImageSize | null
  type: 'image/webp' | 'image/svg+xml'
}

/** A media path's parts, or null when the path is not one. */
export function parseMediaPath(path: string): MediaPath | null {
  const match = MEDIA_PATH.exec(path)
  if (!match) return null
  const [, kind, hash, width, height, , svgHash] = match
  if (svgHash) return { kind: 'logo', hash: svgHash, largest: null, type: 'image/svg+xml' }
  const largest = width && height ? { width: Number(width), height: Number(height) } : null
  return { kind: kind as ImageKind, hash: hash ?? '', largest, type: 'image/webp' }
}

/** Each variant's path and width, smallest first, for an upload whose largest variant is at `path`. */
export function variantsOf(path: string): { path: string; width: number | null }[] {
  const parsed = parseMediaPath(path)
  if (!parsed) return []
  const { kind, hash, largest } = parsed
  if (!largest) return [{ path, width: null }]
  return variantWidths(kind, largest).map((width) => ({
    path: width === largest.width ? path : widthPath(kind, hash, width),
    width,
  }))
}

export type ResponsiveImage = { src: string; srcSet?: string; width?: number; height?: number }

/**
 * What an <img> needs for an address a company stored: for an uploaded image, its variants
 * as `srcset` and the largest one's intrinsic size (the width and height attributes keep
 * the layout from shifting); any other address (the demo's files, an SVG logo) as it is.
 */
export function responsiveImage(src: string): ResponsiveImage {
  const largest = parseMediaPath(src)?.largest
  if (!largest) return { src }
  const variants = variantsOf(src)
  return {
    src: variants[0]?.path ?? src,
    srcSet: variants.map((variant) => `${variant.path} ${variant.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  }
}
