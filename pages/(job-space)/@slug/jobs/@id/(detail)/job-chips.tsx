import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate } from '#domain/format-date.ts'
import type { JobDetail } from '#domain/job.ts'
import type { ShownValue } from '#domain/job-values.ts'
import { relativePostingAge } from '#domain/posting-age.ts'
import { formatSalaryRange, parseSalaryPeriod, type SalaryPeriod } from '#domain/salary.ts'
import * as styles from './job-detail.css.ts'

const PERIOD: Record<SalaryPeriod, MessageDescriptor> = {
  year: msg`par an`,
  month: msg`par mois`,
  week: msg`par semaine`,
  day: msg`par jour`,
  hour: msg`par heure`,
}

/** The job's facts as chips (spec section 2), each only when the job has it. */
export function JobChips({
  job,
  shown,
  address,
  now,
}: {
  job: JobDetail
  /** The job's known values as the page's data words them (ADR 022). */
  shown: Record<'contract' | 'experience' | 'education' | 'remote' | 'duration', ShownValue | null>
  address: string | null
  now: Date
}) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const salary = formatSalaryRange(job, locale)
  const period = parseSalaryPeriod(job.salaryPeriod)
  let salaryText: string | null = null
  if (salary) {
    const amount = salary.text
    salaryText =
      salary.kind === 'from'
        ? i18n._(msg`À partir de ${amount}`)
        : salary.kind === 'upTo'
          ? i18n._(msg`Jusqu'à ${amount}`)
          : amount
    if (period) salaryText = `${salaryText} ${i18n._(PERIOD[period])}`
    else if (job.salaryPeriod) salaryText = `${salaryText} (${job.salaryPeriod})`
  }
  const age = job.publishedAt ? relativePostingAge(job.publishedAt, now, locale) : null
  // The last day one can apply, in Paris: a job closing at midnight closes at the end of the
  // day before, which is the day to show (ADR 035).
  const lastDay = job.closesAt ? formatDate(new Date(job.closesAt.getTime() - 1), locale) : null
  const chips: { key: string; shown: ShownValue | null }[] = [
    { key: 'contract', shown: shown.contract },
    { key: 'experience', shown: shown.experience },
    { key: 'education', shown: shown.education },
    { key: 'remote', shown: shown.remote },
    { key: 'duration', shown: shown.duration },
    { key: 'salary', shown: salaryText ? { text: salaryText, lang: null } : null },
    { key: 'address', shown: address ? { text: address, lang: null } : null },
    { key: 'age', shown: age ? { text: i18n._(msg`Publié ${age}`), lang: null } : null },
    { key: 'closes', shown: lastDay ? { text: i18n._(msg`Candidatures jusqu'au ${lastDay}`), lang: null } : null },
  ]
  return (
    <ul className={styles.chips}>
      {chips.map(({ key, shown: chip }) =>
        chip ? (
          <li key={key} className={styles.chip} data-chip={key} lang={chip.lang ?? undefined}>
            {chip.text}
          </li>
        ) : null,
      )}
    </ul>
  )
}
