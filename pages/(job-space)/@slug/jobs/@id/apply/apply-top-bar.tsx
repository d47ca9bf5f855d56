import { Trans } from '@lingui/react/macro'
import { CompanyLogo } from '../../../../../../components/company-logo.tsx'
import { LocalizedLink } from '../../../../../../components/localized-link.tsx'
import { ShareButton } from '../../../../../../components/share.tsx'
import * as bar from '../../../../../../components/top-bar.css.ts'
import { companyPaths } from '../../../../../../domain/paths.ts'

type Props = {
  company: { slug: string; name: string }
  logoUrl: string | null
  job: { id: string; title: string }
  /** The form's bar shares the job; the confirmation's does not (spec section 2). */
  share: boolean
}

/**
 * The top bar of the application form and its confirmation: the company's logo and name
 * (to its home), Partager on the form, and 'Voir l'offre'.
 */
export function ApplyTopBar({ company, logoUrl, job, share }: Props) {
  return (
    <header className={bar.topBar}>
      <div className={bar.topBarInner}>
        <LocalizedLink to={companyPaths.home(company.slug)} className={bar.topBarBrand}>
          <CompanyLogo name={company.name} logoUrl={logoUrl} size={36} />
          <span className={bar.topBarName}>{company.name}</span>
        </LocalizedLink>
        <div className={bar.topBarActions}>
          {share ? <ShareButton title={job.title} className={bar.topBarButton} compact /> : null}
          <LocalizedLink to={companyPaths.job(company.slug, job.id)} className={bar.topBarSecondary}>
            <Trans>Voir l'offre</Trans>
          </LocalizedLink>
        </div>
      </div>
    </header>
  )
}
