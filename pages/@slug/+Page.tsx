import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { LocalizedLink } from '../../components/localized-link.tsx'
import { button, buttonSecondary, card, container } from '../../components/ui.css.ts'
import { companyPaths } from '../../domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './company-home.css.ts'

/** Company home (spec section 2): logo, name, baseline, HR assistant, three buttons. */
export default function CompanyHomePage() {
  const { company } = useData<Data>()
  return (
    <div className={container}>
      <header className={styles.header}>
        {company.logoUrl ? (
          <img src={company.logoUrl} alt="" width={96} height={96} className={styles.logo} />
        ) : (
          <span className={styles.logoFallback} aria-hidden="true">
            {company.name.charAt(0).toUpperCase()}
          </span>
        )}
        <h1 className={styles.name}>{company.name}</h1>
        {company.baseline ? <p className={styles.baseline}>{company.baseline}</p> : null}
      </header>

      {company.companiesPhone ? (
        <section className={`${card} ${styles.assistant}`} aria-labelledby="assistant-title">
          <h2 id="assistant-title">
            <Trans>Assistant RH</Trans>
          </h2>
          <p>
            <Trans>
              Une question sur nos offres ou votre candidature ? Notre assistant RH répond par SMS ou par téléphone.
            </Trans>
          </p>
          <a href={`tel:${company.companiesPhone}`} className={button}>
            <Trans>Appeler le {company.companiesPhone}</Trans>
          </a>
        </section>
      ) : null}

      <nav className={styles.actions} aria-label={company.name}>
        <LocalizedLink to={companyPaths.company(company.slug)} className={buttonSecondary}>
          <Trans>À propos</Trans>
        </LocalizedLink>
        <LocalizedLink to={companyPaths.team(company.slug)} className={buttonSecondary}>
          <Trans>Notre équipe</Trans>
        </LocalizedLink>
        <LocalizedLink to={companyPaths.jobs(company.slug)} className={button}>
          <Trans>Voir les offres</Trans>
        </LocalizedLink>
      </nav>
    </div>
  )
}
