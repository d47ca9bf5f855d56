import { INTL_LOCALE, type Locale } from './locale.ts'

/**
 * The one way an amount of money is written on the site and in its e-mails: the locale's
 * currency format ("29 €" in French, "€29" in English), in whole units where the amount
 * has no cents to show (prices, salaries), with them otherwise.
 */
export function moneyFormat(locale: Locale, currency: string, options: { wholeUnits?: boolean } = {}) {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: currency.toUpperCase(),
    // Both bounds set explicitly: older engines throw when only the maximum is below the currency's default.
    ...(options.wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  })
}

/** An amount in a currency's minor units (Stripe's integers: 2900 is 29.00 €), as people read it. */
export function formatMinorUnits(minorUnits: number, currency: string, locale: Locale): string {
  const format = moneyFormat(locale, currency)
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}
