import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, card, container } from '#components/ui.css.ts'
import type { Data } from './+data.ts'

/** An invitation's link: one button joins the company (a POST), or why the link no longer works. */
export default function InvitationPage() {
  const { invitation } = useData<Data>()
  const { locale } = usePageContext()
  return (
    <div className={container}>
      <h1>
        <Trans>Invitation</Trans>
      </h1>
      {invitation ? (
        <>
          <p>
            {invitation.role === 'owner' ? (
              <Trans>
                {invitation.companyName} invite {invitation.email} à rejoindre son espace en tant que propriétaire.
              </Trans>
            ) : (
              <Trans>
                {invitation.companyName} invite {invitation.email} à rejoindre son espace en tant que recruteur.
              </Trans>
            )}
          </p>
          <form method="post">
            <button type="submit" className={button}>
              <Trans>Rejoindre l'espace</Trans>
            </button>
          </form>
        </>
      ) : (
        <div className={card}>
          <p role="alert">
            <Trans>Cette invitation n'est plus valable : elle a expiré, a été révoquée ou a déjà servi.</Trans>
          </p>
          <p>
            <a href={`/${locale}/workspace`}>
              <Trans>Aller à l'espace entreprise</Trans>
            </a>
          </p>
        </div>
      )}
    </div>
  )
}
