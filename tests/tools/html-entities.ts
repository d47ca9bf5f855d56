const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

/**
 * Text the site escaped (domain/markup-escapes.ts) as a mail client or a browser reads it:
 * its named and numeric references decoded in one pass, so an escaped `&lt;` stays `&lt;`.
 */
export function decodeEntities(html: string): string {
  return html.replace(/&(?:#(\d+)|(amp|lt|gt|quot));/g, (_, code: string | undefined, name: string | undefined) =>
    code ? String.fromCodePoint(Number(code)) : (NAMED[name ?? ''] ?? ''),
  )
}
