import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, card, container } from '#components/ui.css.ts'
import type { Data } from './+data.ts'

/**
 * An e-mailed link's page: one button that uses it (a POST, so that mail scanners fetching
 * every link leave it unused), or why it no longer opens anything.
 */
export default function LinkPage() {
  const { usable, answer } = useData<Data>()
  const { locale } = usePageContext()
  return (
    <div className={container}>
      <h1>
        <Trans>Connexion à votre espace</Trans>
      </h1>
      {usable ? (
        <form method="post">
          <button type="submit" className={button}>
            <Trans>Continuer</Trans>
          </button>
        </form>
      ) : (
        <div className={card}>
          <p role="alert">
            {answer.linkError === 'used' ? (
              <Trans>Ce lien a déjà servi : chaque lien ne sert qu'une fois.</Trans>
            ) : answer.linkError === 'taken' ? (
              <Trans>Cette adresse de page a été prise entre-temps : choisissez-en une autre.</Trans>
            ) : (
              <Trans>Ce lien n'est plus valable : il a expiré, ou il a déjà servi.</Trans>
            )}
          </p>
          <p>
            <a href={`/${locale}/workspace`}>
              <Trans>Demander un nouveau lien</Trans>
            </a>
          </p>
        </div>
      )}
    </div>
  )
}
