/**
 * What may reach an e-mail header. Subjects are built from texts companies typed (job
 * titles, company names) and the recipient from what a visitor typed; a line break in
 * either would let that text add headers (Bcc:, a second Subject:) wherever the message is
 * serialised. Kept apart from the templates so delivery can apply it without Lingui.
 */

// Control characters (CR, LF, NUL, tab, NEL...) and the Unicode line and paragraph
// separators: some mail software treats each as a line end.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu

/** One header line: any run of control or line-breaking characters becomes one space. */
export function headerText(text: string): string {
  return text.replace(LINE_BREAKING, ' ').replace(/ {2,}/g, ' ').trim()
}

/** A recipient is sent as typed or not at all: rewriting an address could reach someone else. */
export function isHeaderSafeAddress(address: string): boolean {
  return address.length > 0 && !/[\p{Cc}\u2028\u2029<>,;"]/u.test(address)
}
