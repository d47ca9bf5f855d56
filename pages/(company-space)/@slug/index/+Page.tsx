import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { CompanyLogo } from '#components/company-logo.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { LocalizedLink } from '#components/localized-link.tsx'
import { button, buttonSecondary, card, container } from '#components/ui.css.ts'
import { companyPaths } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './company-home.css.ts'

/** Company home (spec section 2): logo, name, baseline, HR assistant, three buttons. */
export default function CompanyHomePage() {
  const { header, baseline, companiesPhone: phone } = useData<Data>()
  const companyTextLang = useCompanyTextLang()
  // Stored text in <Trans> goes in as a node (see plainText); a number never breaks across lines.
  const companiesPhone = phone ? <span className={styles.phone}>{phone.text}</span> : null
  return (
    <div className={container}>
      <header className={styles.header}>
        <CompanyLogo name={header.name} logoUrl={header.logoUrl} size={96} className={styles.logo} />
        <h1 className={styles.name}>{header.name}</h1>
        {baseline ? (
          <p className={styles.baseline} lang={companyTextLang}>
            {baseline}
          </p>
        ) : null}
      </header>

      {phone && companiesPhone ? (
        <section className={`${card} ${styles.assistant}`} aria-labelledby="assistant-title">
          <h2 id="assistant-title">
            <Trans>Assistant RH</Trans>
          </h2>
          <p>
            <Trans>
              Une question sur nos offres ou votre candidature ? Notre assistant RH répond par SMS ou par téléphone.
            </Trans>
          </p>
          <a href={phone.href} className={button}>
            {/* One flex item: the words wrap before the number, which never breaks. */}
            <span>
              <Trans>Appeler le {companiesPhone}</Trans>
            </span>
          </a>
        </section>
      ) : null}

      <nav className={styles.actions} aria-label={header.name}>
        <LocalizedLink to={companyPaths.company(header.slug)} className={buttonSecondary}>
          <Trans>À propos</Trans>
        </LocalizedLink>
        <LocalizedLink to={companyPaths.team(header.slug)} className={buttonSecondary}>
          <Trans>Notre équipe</Trans>
        </LocalizedLink>
        <LocalizedLink to={companyPaths.jobs(header.slug)} className={button}>
          <Trans>Voir les offres</Trans>
        </LocalizedLink>
      </nav>
    </div>
  )
}
