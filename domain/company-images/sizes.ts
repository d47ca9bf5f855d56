// The sizes a company's images are stored at: the slots the public pages draw them in, at 1x
// and 2x (logo: a square of 48 to 96 px; cover: the hero, as wide as the window; photos: the
// team page's gallery cards, 16 to 24 rem). Never enlarged. Every variant's dimensions follow
// from the largest one's, so a page can rebuild the whole set from the one address stored.

export const IMAGE_KINDS = ['logo', 'cover', 'photo'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export type ImageSize = { width: number; height: number }

/** Logos fit in squares of these sides; covers and photos are these widths. */
export const IMAGE_LADDERS: Record<ImageKind, readonly number[]> = {
  logo: [96, 192],
  cover: [640, 1280, 1920],
  photo: [400, 800, 1200],
}

function fit({ width, height }: ImageSize, side: number, kind: ImageKind): ImageSize {
  const scale = Math.min(1, kind === 'logo' ? Math.min(side / width, side / height) : side / width)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The largest variant of an upload of `source` dimensions: its ladder's top, never enlarged. */
export function largestVariant(kind: ImageKind, source: ImageSize): ImageSize {
  const ladder = IMAGE_LADDERS[kind]
  return fit(source, ladder[ladder.length - 1] ?? 1, kind)
}

/** Every variant stored, smallest first, computed from the largest (no duplicates). */
export function imageVariants(kind: ImageKind, largest: ImageSize): ImageSize[] {
  const variants: ImageSize[] = []
  for (const side of IMAGE_LADDERS[kind]) {
    const size = fit(largest, side, kind)
    if (!variants.some((seen) => seen.width === size.width && seen.height === size.height)) variants.push(size)
  }
  return variants
}
