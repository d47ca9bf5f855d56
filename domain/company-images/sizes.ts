// The sizes a company's images are stored at: the slots the public pages draw them in, at 1x
// and 2x (logo: a square of 48 to 96 px; cover: the hero, as wide as the window; photos: the
// team page's gallery cards, 16 to 24 rem). Never enlarged. The smaller variants' widths
// follow from the largest one's size, so a page rebuilds the whole set from the one address
// stored (its width and height are the largest variant's, as the resizer made it).

export const IMAGE_KINDS = ['logo', 'cover', 'photo'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export type ImageSize = { width: number; height: number }

/** Logos fit in squares of these sides; covers and photos are these widths. */
export const IMAGE_LADDERS: Record<ImageKind, readonly number[]> = {
  logo: [96, 192],
  cover: [640, 960, 1280, 1920],
  photo: [400, 800, 1200],
}

function scaledInto({ width, height }: ImageSize, side: number, kind: ImageKind): ImageSize {
  const scale = Math.min(1, kind === 'logo' ? Math.min(side / width, side / height) : side / width)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The ladder's top as a box the resizer fits the upload in (a logo's square; a width otherwise). */
export function largestBox(kind: ImageKind): { width: number; height?: number } {
  const ladder = IMAGE_LADDERS[kind]
  const top = ladder[ladder.length - 1] ?? 1
  return kind === 'logo' ? { width: top, height: top } : { width: top }
}

/** The widths stored, smallest first, the largest variant's last (no duplicates). */
export function variantWidths(kind: ImageKind, largest: ImageSize): number[] {
  const widths: number[] = []
  for (const side of IMAGE_LADDERS[kind]) {
    const { width } = scaledInto(largest, side, kind)
    if (!widths.includes(width)) widths.push(width)
  }
  return widths
}
