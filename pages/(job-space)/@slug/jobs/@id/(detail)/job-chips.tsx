import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { usePageContext } from 'vike-react/usePageContext'
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
  const chips: { key: string; text: string }[] = [
    { key: 'contract', text: job.contractType ?? '' },
    { key: 'experience', text: job.experienceLevel ?? '' },
    { key: 'education', text: job.educationLevel ?? '' },
    { key: 'remote', text: job.remote ?? '' },
    { key: 'duration', text: job.duration ?? '' },
    { key: 'salary', text: salaryText ?? '' },
    { key: 'address', text: address ?? '' },
    { key: 'age', text: i18n._(msg`Publié ${age}`) },
  ].filter((chip) => chip.text !== '')
  return (
    <ul className={styles.chips}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip} data-chip={chip.key}>
          {chip.text}
        </li>
      ))}
    </ul>
  )
}
