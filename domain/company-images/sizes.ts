// The sizes a company's images are stored at: the slots the public pages draw them in, at 1x
// and 2x (logo: a square of 48 to 96 px; cover: the hero, as wide as the window, cut to its band
// since ADR 089 (the ladder below is the covers uploaded before it); photos: the
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

/**
 * The hero's cover, cut to the band it is drawn as (ADR 089). Measured in Chromium on the
 * company pages, fr and en: 320 to 479 px wide, a box of 1.26 to 1.63 (up to 0.94 with a
 * name on three lines) → a phone's crop at 3:2, at 1x and 2x of 414 px, never 3x (drawn
 * darkened under the hero's text, a third pixel per pixel shows nothing there and costs
 * twice the bytes); from 480 px, a box 224 to 254 px tall → a band at 5:1 (3.4 at 768 px,
 * 5.7 at 1280, 8.6 at 1920), at least 1,120 px wide (224 × 5) as `object-fit: cover` draws it.
 */
export const COVER_CROPS = {
  band: { ratio: 5, widths: [960, 1280, 1600, 1920] },
  phone: { ratio: 3 / 2, widths: [480, 828] },
} as const
export type CoverCrop = keyof typeof COVER_CROPS
/** Below this width the phone's crop is shown (the hero's layout changes at 768 px, its box at 480). */
export const COVER_PHONE_MEDIA = '(max-width: 479.98px)'
/** The band is drawn at least 5 × the hero's 224 px wide: `sizes` for the wide screens' crop. */
export const COVER_BAND_SIZES = '(max-width: 1120px) 1120px, 100vw'

/** The largest crop at `crop`'s proportions an upright image of `source`'s size holds, never enlarged. */
export function coverCropSize(crop: CoverCrop, source: ImageSize): ImageSize {
  const { ratio, widths } = COVER_CROPS[crop]
  const top = widths[widths.length - 1] ?? 1
  const width = Math.max(1, Math.floor(Math.min(top, source.width, source.height * ratio)))
  return { width, height: cropHeight(crop, width) }
}

/** The height of `crop` at `width` (each width is cut at the crop's proportions). */
export const cropHeight = (crop: CoverCrop, width: number) => Math.max(1, Math.round(width / COVER_CROPS[crop].ratio))

/** The widths a crop is stored at, smallest first: its ladder below its largest width, then that width. */
export const cropWidths = (crop: CoverCrop, largestWidth: number): number[] => [
  ...COVER_CROPS[crop].widths.filter((width) => width < largestWidth),
  largestWidth,
]
