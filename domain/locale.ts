export const LOCALES = ['fr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en'
}

/** The locale `value` names, else the default (French): for a route's `lang`, a stored column. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** BCP 47 tag used for dates and numbers: the spec's fr-FR, and en-GB for English. */
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' }

/**
 * Picks fr or en from an Accept-Language header by quality, first listed wins ties;
 * French when neither is acceptable or the header is missing.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE
  let best: { locale: Locale; quality: number } | undefined
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (!isLocale(primary)) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const quality = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(quality) || quality <= 0) continue
    if (!best || quality > best.quality) best = { locale: primary, quality }
  }
  return best?.locale ?? DEFAULT_LOCALE
}
