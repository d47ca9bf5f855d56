import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '../../components/localized-link.tsx'
import * as styles from '../../components/not-found.css.ts'
import { button } from '../../components/ui.css.ts'

/** Not-found screen (spec section 2) and the page shown when rendering failed. */
export default function ErrorPage() {
  const { is404 } = usePageContext()
  if (is404) {
    return (
      <section className={styles.panel} aria-labelledby="error-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="error-title">
          <Trans>Page non trouvée</Trans>
        </h1>
        <p>
          <Trans>La page que vous recherchez n'existe pas ou a été déplacée.</Trans>
        </p>
        <LocalizedLink to="/" className={button}>
          <Trans>Retourner à l'accueil</Trans>
        </LocalizedLink>
      </section>
    )
  }
  return (
    <section className={styles.panel} aria-labelledby="error-title">
      <h1 id="error-title">
        <Trans>Une erreur est survenue</Trans>
      </h1>
      <p>
        <Trans>Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.</Trans>
      </p>
      <LocalizedLink to="/" className={button}>
        <Trans>Retourner à l'accueil</Trans>
      </LocalizedLink>
    </section>
  )
}
