import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { CompanyLogo } from '../../../../../../../components/company-logo.tsx'
import { LocalizedLink } from '../../../../../../../components/localized-link.tsx'
import { button, buttonSecondary, container } from '../../../../../../../components/ui.css.ts'
import { companyPaths } from '../../../../../../../domain/paths.ts'
import * as applyStyles from '../(form)/apply.css.ts'
import type { Data } from './+data.ts'
import * as styles from './confirmation.css.ts'

/** Confirmation screen (spec section 2). */
export default function ConfirmationPage() {
  const { job, company } = useData<Data>()
  const { t } = useLingui()
  const jobPath = companyPaths.job(company.slug, job.id)
  return (
    <>
      <header className={applyStyles.header}>
        <div className={applyStyles.headerInner}>
          <LocalizedLink to={companyPaths.home(company.slug)} className={applyStyles.brand}>
            <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={36} />
            <span>{company.name}</span>
          </LocalizedLink>
          <LocalizedLink to={jobPath} className={buttonSecondary}>
            <Trans>Voir l'offre</Trans>
          </LocalizedLink>
        </div>
      </header>
      <div className={`${container} ${styles.page}`}>
        <p className={styles.check} aria-hidden="true">
          ✓
        </p>
        <h1>
          <Trans>Candidature envoyée</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Merci ! Votre candidature a été envoyée avec succès.</Trans>
        </p>
        <div className={styles.video} role="img" aria-label={t`Vidéo de l'entreprise à venir`} />
        <div className={styles.actions}>
          <LocalizedLink to={companyPaths.jobs(company.slug)} className={button}>
            <Trans>Consulter les autres offres</Trans>
          </LocalizedLink>
          <LocalizedLink to={jobPath} className={buttonSecondary}>
            <Trans>Revenir à l'offre</Trans>
          </LocalizedLink>
        </div>
      </div>
    </>
  )
}
