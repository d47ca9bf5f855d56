/**
 * Text put into markup the site writes by hand (e-mails, JSON-LD descriptions, feeds,
 * sitemaps, the CV link's pages): every character of markup in it is shown, never run.
 * One escaping for HTML and XML; XML also loses the characters no parser accepts.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for HTML content or attribute values (double- or single-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** XML 1.0's Char production: tab, LF, CR and everything from U+0020 except surrogates, U+FFFE and U+FFFF. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  )
}

/** Drops characters no XML parser accepts, even escaped: one stray control character would void a whole feed. */
export function stripInvalidXmlChars(text: string): string {
  let result = ''
  // Iterating by code point keeps surrogate pairs together; a lone surrogate comes out alone and is dropped.
  for (const char of text) {
    if (isXmlChar(char.codePointAt(0) ?? 0)) result += char
  }
  return result
}

/** Text for XML content or attribute values: markup characters escaped, invalid characters removed. */
export function escapeXml(text: string): string {
  return escapeHtml(stripInvalidXmlChars(text))
}
