import 'react-phone-number-input/style.css'
import { type ClipboardEvent, useState } from 'react'
import type { Labels } from 'react-phone-number-input'
import PhoneInput from 'react-phone-number-input'
import { DEFAULT_PHONE_COUNTRY, toE164 } from '#domain/application.ts'

type Props = {
  id: string
  name: string
  defaultValue: string | undefined
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  /** Country names in the page's language (from +data: only that language is sent). */
  labels: Labels
}

/**
 * International phone input with a country selector (default France). Flags are SVG
 * files of the site's own origin (scripts/country-flags-plugin.ts), never the library's
 * remote flag images. Without JavaScript it is a plain text field; the server parses and
 * normalises to E.164 either way.
 */
export function PhoneField({ defaultValue, labels, ...inputProps }: Props) {
  // The widget holds E.164; a number the server could not parse is not kept.
  const [value, setValue] = useState<string | undefined>(defaultValue ? (toE164(defaultValue) ?? undefined) : undefined)
  // A whole international number pasted (over the prefilled '+33', or after it) replaces
  // the field: the widget would otherwise read it with France's length limit and lose its
  // last digits. Anything else is pasted as usual.
  function pasteNumber(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').trim()
    const number = /^(?:\+|00)/.test(pasted) ? toE164(pasted.replace(/^00/, '+')) : null
    if (!number) return
    event.preventDefault()
    setValue(number)
  }
  return (
    <PhoneInput
      {...inputProps}
      value={value}
      onChange={setValue}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      international
      flagUrl="/flags/{XX}.svg"
      labels={labels}
      autoComplete="tel"
      limitMaxLength
      onPaste={pasteNumber}
      // A closed list changes on ↓ or a letter: moving the focus then would be a change of
      // context nobody asked for (WCAG 3.2.2).
      focusInputOnCountrySelection={false}
    />
  )
}
