import {
  COVER_BAND_SIZES,
  COVER_PHONE_MEDIA,
  type CoverCrop,
  cropHeight,
  cropWidths,
  type ImageKind,
  type ImageSize,
  variantWidths,
} from './sizes.ts'

// Where a company's images are served: the site's own origin, under a path that names the
// kind, a hash of the company, the kind and the uploaded bytes, and the variant. The path
// changes whenever the bytes do, so each answer is cached for a year as immutable (ADR 081).
// The largest variant's path carries its size (`1920x1280.webp`), the others their width
// (`640w.webp`). A cover cut to the hero's band (ADR 089) is stored as two crops, named by
// the widest band's path, which also gives the phone crop's size
// (`band-1920x384-phone-828x552.webp`); the others are `band-960w.webp`, `phone-480w.webp`.
// The R2 key is the path without its leading slash.

export const MEDIA_PREFIX = '/media/'
const HASH = '[0-9a-f]{32}'
const SIZE = '[1-9]\\d{0,4}'
const MEDIA_PATH = new RegExp(
  `^/media/(?:(logo|cover|photo)/(${HASH})/(?:(${SIZE})x(${SIZE})|(${SIZE})w)\\.webp|logo/(${HASH})/logo\\.svg)$`,
)
const COVER_CROPS_PATH = new RegExp(
  `^/media/cover/(${HASH})/(?:band-(${SIZE})x(${SIZE})-phone-(${SIZE})x(${SIZE})|(?:band|phone)-${SIZE}w)\\.webp$`,
)

export const largestPath = (kind: ImageKind, hash: string, { width, height }: ImageSize) =>
  `${MEDIA_PREFIX}${kind}/${hash}/${width}x${height}.webp`
export const widthPath = (kind: ImageKind, hash: string, width: number) =>
  `${MEDIA_PREFIX}${kind}/${hash}/${width}w.webp`
export const coverCropsPath = (hash: string, band: ImageSize, phone: ImageSize) =>
  `${MEDIA_PREFIX}cover/${hash}/band-${band.width}x${band.height}-phone-${phone.width}x${phone.height}.webp`
export const cropWidthPath = (hash: string, crop: CoverCrop, width: number) =>
  `${MEDIA_PREFIX}cover/${hash}/${crop}-${width}w.webp`
/** The directory (R2 prefix without `media/`) all of one upload's objects share: `cover/<hash>/`. */
export const mediaDirectory = (kind: ImageKind, hash: string) => `${kind}/${hash}/`
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
  /** A cover cut to the hero's band (ADR 089), when the path is its widest band's: both crops' largest sizes. */
  crops?: Record<CoverCrop, ImageSize> | null
}

/** A media path's parts, or null when the path is not one. */
export function parseMediaPath(path: string): MediaPath | null {
  const crops = COVER_CROPS_PATH.exec(path)
  if (crops) {
    const [, hash = '', ...sizes] = crops
    const [bandWidth, bandHeight, phoneWidth, phoneHeight] = sizes.map(Number)
    const named = bandWidth && bandHeight && phoneWidth && phoneHeight
    return {
      kind: 'cover',
      hash,
      largest: named ? { width: bandWidth, height: bandHeight } : null,
      type: 'image/webp',
      crops: named
        ? { band: { width: bandWidth, height: bandHeight }, phone: { width: phoneWidth, height: phoneHeight } }
        : null,
    }
  }
  const match = MEDIA_PATH.exec(path)
  if (!match) return null
  const [, kind, hash, width, height, , svgHash] = match
  if (svgHash) return { kind: 'logo', hash: svgHash, largest: null, type: 'image/svg+xml' }
  const largest = width && height ? { width: Number(width), height: Number(height) } : null
  return { kind: kind as ImageKind, hash: hash ?? '', largest, type: 'image/webp' }
}

export type Variant = { path: string; width: number | null; height?: number }

/** A cover's crop at each of its widths, smallest first, for the covers whose widest band is at `path`. */
export function cropVariantsOf(path: string, crop: CoverCrop): Variant[] {
  const parsed = parseMediaPath(path)
  const largest = parsed?.crops?.[crop]
  if (!parsed || !largest) return []
  return cropWidths(crop, largest.width).map((width) => ({
    path: crop === 'band' && width === largest.width ? path : cropWidthPath(parsed.hash, crop, width),
    width,
    height: width === largest.width ? largest.height : cropHeight(crop, width),
  }))
}

/** Each object's path and width, smallest first, for an upload whose largest variant is at `path` (a cover's both crops). */
export function variantsOf(path: string): Variant[] {
  const parsed = parseMediaPath(path)
  if (!parsed) return []
  const { kind, hash, largest } = parsed
  if (parsed.crops) return [...cropVariantsOf(path, 'band'), ...cropVariantsOf(path, 'phone')]
  if (!largest) return [{ path, width: null }]
  return variantWidths(kind, largest).map((width) => ({
    path: width === largest.width ? path : widthPath(kind, hash, width),
    width,
  }))
}

export type ResponsiveImage = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  /** A cover's phone crop, for a `<source media>` before the band's `<img>` (ADR 089). */
  phone?: { media: string; srcSet: string; width: number; height: number }
}

const srcSetOf = (variants: Variant[]) => variants.map((variant) => `${variant.path} ${variant.width}w`).join(', ')

/**
 * What an <img> needs for an address a company stored: for an uploaded image, its variants
 * as `srcset` and the largest one's intrinsic size (the width and height attributes keep
 * the layout from shifting); any other address (the demo's files, an SVG logo) as it is.
 */
export function responsiveImage(src: string): ResponsiveImage {
  const parsed = parseMediaPath(src)
  const largest = parsed?.largest
  if (!largest) return { src }
  if (parsed.crops) {
    const band = cropVariantsOf(src, 'band')
    const phone = cropVariantsOf(src, 'phone')
    return {
      src: band[0]?.path ?? src,
      srcSet: srcSetOf(band),
      sizes: COVER_BAND_SIZES,
      width: largest.width,
      height: largest.height,
      phone: { media: COVER_PHONE_MEDIA, srcSet: srcSetOf(phone), ...parsed.crops.phone },
    }
  }
  const variants = variantsOf(src)
  return {
    src: variants[0]?.path ?? src,
    srcSet: srcSetOf(variants),
    width: largest.width,
    height: largest.height,
  }
}
