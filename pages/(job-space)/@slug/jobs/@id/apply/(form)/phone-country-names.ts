import { msg } from '@lingui/core/macro'
import { getCountries } from 'libphonenumber-js/min'
import type { Labels } from 'react-phone-number-input'
import { getI18n } from '#domain/i18n.ts'
import type { Locale } from '#domain/locale.ts'

/**
 * The phone input's labels in one language: country names from the runtime's own
 * `Intl.DisplayNames` (ICU, in workerd as in browsers) rather than the library's
 * per-language JSON files, which would weigh on the Worker for every language; the
 * widget's own words from the catalogs. Built on the server and sent with the page.
 */
export function phoneCountryNames(locale: Locale): Labels {
  const i18n = getI18n(locale)
  const regions = new Intl.DisplayNames([locale], { type: 'region' })
  const labels: Labels = {
    ext: i18n._(msg`poste`),
    country: i18n._(msg`Pays du numéro de téléphone`),
    phone: i18n._(msg`Téléphone`),
    ZZ: i18n._(msg`International`),
  }
  for (const code of getCountries()) labels[code] = regions.of(code) ?? code
  return labels
}
