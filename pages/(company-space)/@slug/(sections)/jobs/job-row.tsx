import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { useCompanyTextLang } from '#components/company-text.ts'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { visuallyHidden } from '#components/ui.css.ts'
import { formatDate } from '#domain/format-date.ts'
import type { JobSummary } from '#domain/job.ts'
import { locationLabel } from '#domain/job-location.ts'
import type { ShownValue } from '#domain/job-values.ts'
import { companyPaths } from '#domain/paths.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import * as styles from './job-list.css.ts'

/** A row's contract and level as shown (worded by the page's data). */
type ShownJobFacts = { contract: ShownValue | null; experience: ShownValue | null }

/** One row of the list (spec section 2): title, contract, level, place, date, external apply link. */
export function JobRow({ job, slug }: { job: JobSummary & { shown: ShownJobFacts }; slug: string }) {
  const { locale } = usePageContext()
  const applyUrl = safeExternalUrl(job.applyUrl)
  const location = locationLabel(job)
  const date = formatDate(job.publishedAt, locale)
  const { contract, experience } = job.shown
  const companyTextLang = useCompanyTextLang()
  return (
    <li className={styles.row} data-testid="job-row">
      <div className={styles.rowMain}>
        <h2 className={styles.rowTitle}>
          <LocalizedLink to={companyPaths.job(slug, job.id)} className={styles.rowLink} lang={companyTextLang}>
            {job.title}
          </LocalizedLink>
        </h2>
        <ul className={styles.meta}>
          {contract ? (
            <li className={styles.chip} lang={contract.lang ?? undefined}>
              {contract.text}
            </li>
          ) : null}
          {experience ? <li lang={experience.lang ?? undefined}>{experience.text}</li> : null}
          {location ? <li>{location}</li> : null}
          <li>
            <Trans>Publié le {date}</Trans>
          </li>
        </ul>
      </div>
      {applyUrl ? (
        <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={styles.apply}>
          <Trans>Postuler</Trans>
          <span className={visuallyHidden}>
            {' '}
            <Trans>({plainText(job.title)}, nouvel onglet)</Trans>
          </span>
        </a>
      ) : null}
    </li>
  )
}
