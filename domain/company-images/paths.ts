import { type ImageKind, type ImageSize, imageVariants } from './sizes.ts'

// Where a company's images are served: the site's own origin, under a path that names the
// kind, a hash of the company, the kind and the uploaded bytes, and the variant's size. The
// path changes whenever the bytes do, so each answer is cached for a year as immutable
// (ADR 081). The R2 key is the path without its leading slash.

export const MEDIA_PREFIX = '/media/'
const HASH = '[0-9a-f]{32}'
const RASTER = new RegExp(`^/media/(logo|cover|photo)/(${HASH})/([1-9]\\d{0,4})x([1-9]\\d{0,4})\\.webp$`)
const SVG = new RegExp(`^/media/logo/(${HASH})/logo\\.svg$`)

export const rasterPath = (kind: ImageKind, hash: string, { width, height }: ImageSize) =>
  `${MEDIA_PREFIX}${kind}/${hash}/${width}x${height}.webp`
export const svgLogoPath = (hash: string) => `${MEDIA_PREFIX}logo/${hash}/logo.svg`

/** A stored media path's parts, or null when the path is not one. */
export function parseMediaPath(
  path: string,
): { kind: ImageKind; hash: string; size: ImageSize | null; type: 'image/webp' | 'image/svg+xml' } | null {
  const raster = RASTER.exec(path)
  if (raster)
    return {
      kind: raster[1] as ImageKind,
      hash: raster[2] ?? '',
      size: { width: Number(raster[3]), height: Number(raster[4]) },
      type: 'image/webp',
    }
  const svg = SVG.exec(path)
  return svg ? { kind: 'logo', hash: svg[1] ?? '', size: null, type: 'image/svg+xml' } : null
}

/** Every path stored for an upload whose largest variant is at `path` (one for an SVG logo). */
export function variantPaths(path: string): string[] {
  const parsed = parseMediaPath(path)
  if (!parsed) return []
  if (!parsed.size) return [path]
  return imageVariants(parsed.kind, parsed.size).map((size) => rasterPath(parsed.kind, parsed.hash, size))
}

export type ResponsiveImage = { src: string; srcSet?: string; width?: number; height?: number }

/**
 * What an <img> needs for an address a company stored: for an uploaded image, the variants
 * as `srcset` and the largest one's intrinsic size (the page's width and height attributes
 * keep the layout from shifting); any other address (the demo's files) as it is.
 */
export function responsiveImage(src: string): ResponsiveImage {
  const parsed = parseMediaPath(src)
  if (!parsed?.size) return { src }
  const variants = imageVariants(parsed.kind, parsed.size)
  const smallest = variants[0] ?? parsed.size
  return {
    src: rasterPath(parsed.kind, parsed.hash, smallest),
    srcSet: variants.map((size) => `${rasterPath(parsed.kind, parsed.hash, size)} ${size.width}w`).join(', '),
    width: parsed.size.width,
    height: parsed.size.height,
  }
}
