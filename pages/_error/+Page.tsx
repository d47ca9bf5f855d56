import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '../../components/localized-link.tsx'
import * as styles from '../../components/not-found.css.ts'
import { button } from '../../components/ui.css.ts'
import { errorHeading } from './error-texts.ts'

/**
 * The not-found screen (spec section 2) and the page shown when a page cannot be
 * rendered (database down: 503). `abortReason` says which entity was missing.
 */
export default function ErrorPage() {
  const pageContext = usePageContext()
  const { i18n } = useLingui()
  const { is404, abortStatusCode } = pageContext
  return (
    <section className={styles.panel} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {is404 ? 404 : (abortStatusCode ?? 500)}
      </p>
      <h1 id="error-title">{i18n._(errorHeading(pageContext))}</h1>
      <p>
        {is404 ? (
          <Trans>La page que vous recherchez n'existe pas ou a été déplacée.</Trans>
        ) : (
          <Trans>Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.</Trans>
        )}
      </p>
      <LocalizedLink to="/" className={button}>
        <Trans>Retourner à l'accueil</Trans>
      </LocalizedLink>
    </section>
  )
}
