import { readableAccent } from '#domain/brand-color.ts'
import { escapeXml } from '#domain/markup-escapes.ts'
import { SHARE_CARD_SIZE } from '#domain/share-image.ts'

/** A logo to draw in the card, as the bytes its address answered (server/share-cards/logo-source.ts). */
export type CardLogo = { type: 'image/svg+xml' | 'image/png' | 'image/jpeg'; bytes: Uint8Array }

export type CardContent = {
  /** The company's name (or the site's, on the landing page's card). */
  name: string
  /** The company's accent colour, darkened as the pages show it (domain/brand-color.ts); none: the site's. */
  accentColor: string | null
  logo: CardLogo | null
  /** The small line at the bottom: the site's host name. */
  footer: string
}

/** The site's own accent (styles/theme.css.ts), for companies without a readable one. */
const SITE_ACCENT = '#0b6e4f'
/** The one font bundled with the Worker (font/, Inter Bold, Latin): no font is fetched. */
export const CARD_FONT_FAMILY = 'Inter'

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE
const TILE = { x: 80, y: 175, size: 280, padding: 30 }
const TEXT = { x: 420, width: 700, centerY: 315, maxLines: 3 }
/** Inter Bold's mean advance over Latin text, in ems: enough to wrap without measuring glyphs. */
const MEAN_ADVANCE_EM = 0.6
const FONT_SIZES = [96, 80, 64, 52] as const

/**
 * The card as SVG, drawn by resvg (server/share-cards/render-png.ts): the company's colour
 * as the background, its logo (else its initial) on a white tile, its name in white beside
 * it, wrapped on at most three lines. Every text goes in escaped: a name is data, never markup.
 */
export function cardSvg({ name, accentColor, logo, footer }: CardContent): string {
  const accent = readableAccent(accentColor) ?? SITE_ACCENT
  const cleanName = oneLine(name)
  const { fontSize, lines } = fitName(cleanName)
  const lineHeight = Math.round(fontSize * 1.15)
  const firstBaseline = TEXT.centerY - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36
  const nameLines = lines
    .map(
      (line, index) =>
        `<tspan x="${TEXT.x}" y="${Math.round(firstBaseline + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${accent}"/>`,
    `<rect y="${HEIGHT - 80}" width="${WIDTH}" height="80" fill="#000000" fill-opacity="0.2"/>`,
    `<rect x="${TILE.x}" y="${TILE.y}" width="${TILE.size}" height="${TILE.size}" rx="36" fill="#ffffff"/>`,
    logo ? logoImage(logo) : initial(cleanName, accent),
    `<text font-family="${CARD_FONT_FAMILY}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${nameLines}</text>`,
    `<text x="${TILE.x}" y="${HEIGHT - 30}" font-family="${CARD_FONT_FAMILY}" font-weight="700" font-size="30" fill="#ffffff">${escapeXml(oneLine(footer))}</text>`,
    '</svg>',
  ].join('')
}

/** Line breaks, tabs and other control characters would only move text about: spaces. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The largest size at which the name fits the text box, cut with "…" at the smallest. */
export function fitName(name: string): { fontSize: number; lines: string[] } {
  for (const fontSize of FONT_SIZES) {
    const lines = wrap(name, Math.floor(TEXT.width / (fontSize * MEAN_ADVANCE_EM)))
    if (lines.length <= TEXT.maxLines) return { fontSize, lines }
  }
  const fontSize = FONT_SIZES[FONT_SIZES.length - 1] ?? 52
  const perLine = Math.floor(TEXT.width / (fontSize * MEAN_ADVANCE_EM))
  const lines = wrap(name, perLine).slice(0, TEXT.maxLines)
  const last = lines.length - 1
  lines[last] = `${Array.from(lines[last] ?? '')
    .slice(0, perLine - 1)
    .join('')
    .trimEnd()}…`
  return { fontSize, lines }
}

/** Words on lines of at most `perLine` characters; a longer word is cut where the line ends. */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    let rest = Array.from(word)
    const candidate = line ? `${line} ${word}` : word
    if (Array.from(candidate).length <= perLine) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    while (rest.length > perLine) {
      lines.push(rest.slice(0, perLine).join(''))
      rest = rest.slice(perLine)
    }
    line = rest.join('')
  }
  if (line) lines.push(line)
  return lines.length > 0 ? lines : ['']
}

/** The logo inside the tile, scaled to fit, from its own bytes (resvg fetches nothing). */
function logoImage({ type, bytes }: CardLogo): string {
  const inner = TILE.size - 2 * TILE.padding
  const href = `data:${type};base64,${toBase64(bytes)}`
  return `<image x="${TILE.x + TILE.padding}" y="${TILE.y + TILE.padding}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" href="${href}"/>`
}

/** No logo: the name's first letter, in the company's colour. */
function initial(name: string, accent: string): string {
  const letter = Array.from(name)[0]?.toLocaleUpperCase('fr') ?? ''
  const center = TILE.x + TILE.size / 2
  return `<text x="${center}" y="${TILE.y + TILE.size / 2 + 58}" text-anchor="middle" font-family="${CARD_FONT_FAMILY}" font-weight="700" font-size="160" fill="${accent}">${escapeXml(letter)}</text>`
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk))
  }
  return btoa(binary)
}
