// A company's accent colour (advanced branding, Pro and Enterprise) is drawn as text and
// links on the page's backgrounds, and as the background of white text (buttons, the hero,
// the step numbers). WCAG 2.x AA asks 4.5:1 for body text in both roles. A colour that
// fails is not dropped: it is darkened in its own hue until it passes everywhere, so the
// company keeps its colour and every visitor can read the page (ADR 074).

/** The AA ratio for text of normal size (WCAG 2.x, 1.4.3). */
export const AA_CONTRAST = 4.5

/**
 * Every colour the accent meets on a company's pages: the backgrounds it is written on
 * (styles/theme.css.ts takes its colours from here) and the text written on it.
 */
export const PAGE_COLORS = {
  background: '#ffffff',
  surface: '#f5f7fa',
  /** The pale tint behind the current tab, the job's chips, the "ready to apply" card. */
  accentSoft: '#e3f4ee',
  /** Text on the accent (buttons, hero). */
  accentText: '#ffffff',
} as const

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

type Rgb = readonly [number, number, number]

const toRgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
]
const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

/** WCAG 2.x relative luminance of an sRGB colour (channels 0-255). */
function luminanceOf(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two '#rrggbb' colours (1 to 21, whichever is lighter). */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminanceOf(toRgb(first)), luminanceOf(toRgb(second))]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** The lowest contrast the accent has with the colours it meets on the pages. */
export function weakestPageContrast(accent: string): number {
  return Math.min(...Object.values(PAGE_COLORS).map((color) => contrastRatio(accent, color)))
}

/**
 * The accent the pages use for a company's colour: the colour itself when it reaches AA
 * against every page colour; otherwise the lightest shade of it (its channels scaled
 * towards black, which keeps its hue) that does. Null only for what is not '#rrggbb'.
 */
export function readableAccent(color: string | null | undefined): string | null {
  if (!color || !HEX_COLOR.test(color)) return null
  const typed = color.toLowerCase()
  if (weakestPageContrast(typed) >= AA_CONTRAST) return typed
  const rgb = toRgb(typed)
  const shade = (scale: number) => toHex(rgb.map((channel) => channel * scale) as unknown as Rgb)
  // Darker is monotonically more contrast on light colours: the largest scale that passes,
  // to the byte (8 halvings of a 0-255 channel), then checked, rounding included.
  let [passing, failing] = [0, 1]
  for (let step = 0; step < 12; step++) {
    const middle = (passing + failing) / 2
    if (weakestPageContrast(shade(middle)) >= AA_CONTRAST) passing = middle
    else failing = middle
  }
  return shade(passing)
}

/** Whether the pages show the colour as typed (false: a darker shade of it, for contrast). */
export const isAccentKept = (color: string) => readableAccent(color) === color.toLowerCase()
