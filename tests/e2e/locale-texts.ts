import type { LOCALES } from './fixtures.ts'

type Locale = (typeof LOCALES)[number]

/**
 * A spec's expected texts written as rows, each French text beside its English one,
 * turned into one table per locale (`T[locale].name`).
 */
export function byLocale<const Rows extends Record<string, readonly [fr: unknown, en: unknown]>>(
  rows: Rows,
): Record<Locale, { [Name in keyof Rows]: Rows[Name][0] } | { [Name in keyof Rows]: Rows[Name][1] }> {
  const pick = (index: 0 | 1) =>
    Object.fromEntries(Object.entries(rows).map(([name, texts]) => [name, texts[index]])) as never
  return { fr: pick(0), en: pick(1) }
}
