import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export type DisplayedPhone = { text: string; href: string }

/**
 * A stored phone number as people read it ('+33 1 80 00 00 00') and as a `tel:` link
 * (E.164). A number libphonenumber cannot read is shown as stored, its link keeping only
 * what a dialler uses (digits, '+'); one with nothing to dial is not shown.
 */
export function displayPhone(stored: string | null | undefined): DisplayedPhone | null {
  const text = stored?.trim()
  if (!text) return null
  const parsed = parsePhoneNumberFromString(text, 'FR')
  if (parsed?.isValid()) return { text: parsed.formatInternational(), href: `tel:${parsed.number}` }
  const dialled = text.replace(/[^\d+]/g, '')
  return /\d/.test(dialled) ? { text, href: `tel:${dialled}` } : null
}
