import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { BrandScope } from '#components/brand-scope.tsx'
import { LocalizedLink } from '#components/localized-link.tsx'
import * as styles from '#components/not-found.css.ts'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { companyPaths } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import { errorAction, errorDetail, errorHeading } from './error-texts.ts'

/**
 * The not-found screen (spec section 2), the closed-offer page (410) and the page shown
 * when a page cannot be rendered (database down: 503). `abortReason` says what failed.
 */
export default function ErrorPage() {
  const pageContext = usePageContext()
  const { i18n } = useLingui()
  const { is404, abortStatusCode, pathWithoutLocale, urlPathname } = pageContext
  const status = is404 ? 404 : (abortStatusCode ?? 500)
  const detail = errorDetail(pageContext)
  const action = errorAction(pageContext)
  const companySlug = pathWithoutLocale.split('/')[1] ?? ''
  // Absent after a client-side navigation to an error (Vike sends no data then).
  const accent = (pageContext.data as Data | undefined)?.accent ?? null
  return (
    <BrandScope accent={accent}>
      <section className={styles.panel} aria-labelledby="error-title">
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title">{i18n._(errorHeading(pageContext))}</h1>
        {detail ? <p>{i18n._(detail)}</p> : null}
        {action === 'other-jobs' ? (
          <>
            <p>
              <Trans>Le recrutement pour ce poste est terminé. D'autres offres vous attendent peut-être.</Trans>
            </p>
            <LocalizedLink to={companyPaths.jobs(companySlug)} className={button}>
              <Trans>Voir les autres offres</Trans>
            </LocalizedLink>
          </>
        ) : action === 'job-list' ? (
          <LocalizedLink to={companyPaths.jobs(companySlug)} className={button}>
            <Trans>Voir les offres</Trans>
          </LocalizedLink>
        ) : action === 'form-again' ? (
          <p className={styles.actions}>
            <a href={urlPathname} className={button}>
              <Trans>Revenir au formulaire</Trans>
            </a>
          </p>
        ) : is404 ? (
          <>
            <p>
              <Trans>La page que vous recherchez n'existe pas ou a été déplacée.</Trans>
            </p>
            <LocalizedLink to="/" className={button}>
              <Trans>Retourner à l'accueil</Trans>
            </LocalizedLink>
          </>
        ) : (
          <>
            <p>
              <Trans>Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.</Trans>
            </p>
            <p className={styles.actions}>
              <a href={urlPathname} className={button}>
                <Trans>Réessayer</Trans>
              </a>
              <LocalizedLink to="/" className={buttonSecondary}>
                <Trans>Retourner à l'accueil</Trans>
              </LocalizedLink>
            </p>
          </>
        )}
      </section>
    </BrandScope>
  )
}
