import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { getI18n } from '#domain/i18n.ts'
import { type JobValueKind, knownJobValue, type ShownValue } from '#domain/job-values.ts'
import { DEFAULT_LOCALE, type Locale } from '#domain/locale.ts'

/**
 * Each known value's words (domain/job-values.ts), for the pages in another language than
 * French. Every catalog entry is in every page's JavaScript: only the common values are here.
 */
const LABELS: Record<JobValueKind, Record<string, MessageDescriptor>> = {
  contract: {
    permanent: msg`CDI`,
    fixedTerm: msg`CDD`,
    internship: msg`Stage`,
    workStudy: msg`Alternance`,
    freelance: msg`Freelance`,
    temporary: msg`Intérim`,
  },
  remote: {
    onSite: msg`Sur site`,
    hybrid: msg`Hybride`,
    fullRemote: msg`Télétravail complet`,
  },
  duration: { fullTime: msg`Temps plein`, partTime: msg`Temps partiel` },
  experience: {
    entry: msg`Débutant`,
    junior: msg`Junior`,
    experienced: msg`Confirmé`,
    senior: msg`Senior`,
    expert: msg`Expert`,
  },
  education: {
    cap: msg`CAP`,
    bac: msg`Bac`,
    bac2: msg`Bac+2`,
    bac3: msg`Bac+3`,
    bac4: msg`Bac+4`,
    bac5: msg`Bac+5`,
    doctorate: msg`Doctorat`,
  },
}

/** A duration of `count` units ('6 mois'). */
function durationLabel(unit: string, count: number): MessageDescriptor | undefined {
  if (unit === 'months') return msg`${plural(count, { one: '# mois', other: '# mois' })}`
  if (unit === 'years') return msg`${plural(count, { one: '# an', other: '# ans' })}`
  return undefined
}

/**
 * A job's contract, remote mode, duration, experience or education level as the page shows
 * it: on French pages as the company wrote it; on other pages in their language when the
 * value is known, else as written and marked French. Worded here, on the server, so that
 * the pages' JavaScript carries no table of values.
 */
export function showJobValue(locale: Locale, kind: JobValueKind, value: string | null | undefined): ShownValue | null {
  const written = value?.trim()
  if (!written) return null
  if (locale === DEFAULT_LOCALE) return { text: written, lang: null }
  const known = knownJobValue(kind, written)
  const label = known
    ? known.count === undefined
      ? LABELS[kind][known.key]
      : durationLabel(known.key, known.count)
    : undefined
  return label ? { text: getI18n(locale)._(label), lang: null } : { text: written, lang: DEFAULT_LOCALE }
}
