import { msg } from '@lingui/core/macro'
import { getCountries } from 'libphonenumber-js/min'
import type { PhoneCountries } from '#components/widgets/phone-field/contract.ts'
import { getI18n } from '#domain/i18n.ts'
import type { Locale } from '#domain/locale.ts'
import { INTERNATIONAL } from '#domain/phone-input.ts'

/**
 * The phone field's country list in one language: country names from the runtime's own
 * `Intl.DisplayNames` (ICU, in workerd as in browsers) rather than per-language JSON files,
 * which would weigh on the Worker for every language; 'International' (a number whose
 * country is not known yet) first, then the countries in the language's alphabetical order.
 */
export function phoneCountryNames(locale: Locale): PhoneCountries {
  const i18n = getI18n(locale)
  const regions = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  const countries = getCountries()
    .map((code) => ({ code: code as string, name: regions.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
  return {
    label: i18n._(msg`Pays du numéro de téléphone`),
    options: [{ code: INTERNATIONAL, name: i18n._(msg`International`) }, ...countries],
  }
}
