import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { LocalizedLink } from '../../components/localized-link.tsx'
import { button, container } from '../../components/ui.css.ts'
import { companyPaths } from '../../domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './landing.css.ts'

/** Marketing landing page at /{lang}/. */
export default function LandingPage() {
  const { demoCompanySlug } = useData<Data>()
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={container}>
        <h1 id="landing-title" className={styles.title}>
          <Trans>Votre page carrière et votre job board, en ligne en une journée</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Présentez votre entreprise, publiez vos offres et recevez des candidatures, sur un site rapide, bilingue et
            visible sur Google for Jobs.
          </Trans>
        </p>
        <div className={styles.actions}>
          <LocalizedLink to={companyPaths.home(demoCompanySlug)} className={button}>
            <Trans>Voir un exemple d'espace carrière</Trans>
          </LocalizedLink>
        </div>
      </div>
    </section>
  )
}
