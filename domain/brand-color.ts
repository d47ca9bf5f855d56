/** WCAG 2.x relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05)
}

/**
 * A company's accent colour, if it can carry white text and be read on white (4.5:1, WCAG
 * AA); otherwise null and the site's default accent stays. Branding never costs contrast.
 */
export function readableAccent(color: string | null | undefined): string | null {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return null
  return contrastWithWhite(color) >= 4.5 ? color.toLowerCase() : null
}
