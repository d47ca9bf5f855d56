import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { usePageContext } from 'vike-react/usePageContext'
import { type ShownValue, useJobValue } from '../../../../../../components/job-values.ts'
import type { JobDetail } from '../../../../../../domain/job.ts'
import {
  formatSalaryRange,
  parseSalaryPeriod,
  relativePostingAge,
  type SalaryPeriod,
} from '../../../../../../domain/job-format.ts'
import * as styles from './job-detail.css.ts'

const PERIOD: Record<SalaryPeriod, MessageDescriptor> = {
  year: msg`par an`,
  month: msg`par mois`,
  week: msg`par semaine`,
  day: msg`par jour`,
  hour: msg`par heure`,
}

/** The job's facts as chips (spec section 2), each only when the job has it. */
export function JobChips({ job, address, now }: { job: JobDetail; address: string | null; now: Date }) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const jobValue = useJobValue()
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
  const age = relativePostingAge(job.createdAt, now, locale)
  const chips: { key: string; shown: ShownValue | null }[] = [
    { key: 'contract', shown: jobValue('contract', job.contractType) },
    { key: 'experience', shown: jobValue('experience', job.experienceLevel) },
    { key: 'education', shown: jobValue('education', job.educationLevel) },
    { key: 'remote', shown: jobValue('remote', job.remote) },
    { key: 'duration', shown: jobValue('duration', job.duration) },
    { key: 'salary', shown: salaryText ? { text: salaryText, lang: undefined } : null },
    { key: 'address', shown: address ? { text: address, lang: undefined } : null },
    { key: 'age', shown: { text: i18n._(msg`Publié ${age}`), lang: undefined } },
  ]
  return (
    <ul className={styles.chips}>
      {chips.map(({ key, shown }) =>
        shown ? (
          <li key={key} className={styles.chip} data-chip={key} lang={shown.lang}>
            {shown.text}
          </li>
        ) : null,
      )}
    </ul>
  )
}
