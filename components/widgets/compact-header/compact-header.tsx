import { Trans } from '@lingui/react/macro'
import { BrandLink } from '#components/brand-bar.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { LocalizedLink } from '#components/localized-link.tsx'
import { topBarPrimary } from '#components/top-bar.css.ts'
import { ShareButton } from '#components/widgets/share/share.tsx'
import { companyPaths } from '#domain/paths.ts'
import * as styles from './compact-header.css.ts'
import { compactHeaderWidget } from './contract.ts'

type Props = {
  company: { slug: string; name: string; logoUrl: string | null }
  job: { id: string; title: string; facts: string[] }
  /** False on a page whose address is not to be shared (the editors' private preview). */
  shareable?: boolean
}

/**
 * Sticky job header: logo, Share and the apply button; once the title has scrolled away
 * it shows the job's title, contract, remote and location instead (compact-header.client.ts
 * switches it). Fixed height, so the switch shifts nothing. The job page gives the job's facts.
 */
export function CompactHeader({ company, job, shareable = true }: Props) {
  const companyTextLang = useCompanyTextLang()
  return (
    <header
      className={styles.header}
      {...compactHeaderWidget.root()}
      {...compactHeaderWidget.state('compact', 'false')}
      data-testid="job-header"
    >
      <div className={styles.headerInner}>
        <BrandLink company={company} className={styles.headerBrand} nameClassName={styles.headerName} />
        <div className={styles.headerSummary} aria-hidden="true" {...compactHeaderWidget.target('summary')}>
          <span className={styles.headerTitle} lang={companyTextLang}>
            {job.title}
          </span>
          <span className={styles.headerFacts}>{job.facts.join(' · ')}</span>
        </div>
        <div className={styles.headerActions}>
          {shareable ? <ShareButton title={job.title} className={styles.headerShare} /> : null}
          <LocalizedLink to={companyPaths.apply(company.slug, job.id)} className={topBarPrimary}>
            <Trans>Postuler</Trans>
          </LocalizedLink>
        </div>
      </div>
    </header>
  )
}
