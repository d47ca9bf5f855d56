import 'react-phone-number-input/style.css'
import { useState } from 'react'
import PhoneInput from 'react-phone-number-input'
import flags from 'react-phone-number-input/flags'
import en from 'react-phone-number-input/locale/en.json'
import fr from 'react-phone-number-input/locale/fr.json'
import { usePageContext } from 'vike-react/usePageContext'
import { DEFAULT_PHONE_COUNTRY, toE164 } from '../../../../../../../domain/application.ts'

type Props = {
  id: string
  name: string
  defaultValue: string | undefined
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * International phone input with a country selector (default France). Flags are
 * bundled SVGs, never the library's remote flag images. Without JavaScript it is a
 * plain text field; the server parses and normalises to E.164 either way.
 */
export function PhoneField({ defaultValue, ...inputProps }: Props) {
  const { locale } = usePageContext()
  // The widget holds E.164; a number the server could not parse is not kept.
  const [value, setValue] = useState<string | undefined>(defaultValue ? (toE164(defaultValue) ?? undefined) : undefined)
  return (
    <PhoneInput
      {...inputProps}
      value={value}
      onChange={setValue}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      international
      flags={flags}
      labels={locale === 'fr' ? fr : en}
      autoComplete="tel"
      limitMaxLength
    />
  )
}
