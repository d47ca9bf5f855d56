import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { buttonSecondary, card, container } from '#components/ui.css.ts'
import { formatDateTime } from '#domain/format-date.ts'
import { WorkspacePageHeading } from '../page-heading.tsx'
import { AddPasskey } from '../passkey-buttons.tsx'
import * as styles from '../workspace.css.ts'
import type { Data } from './+data.ts'

/** The signed-in person's sessions (device, last seen; end any or all others) and passkeys. */
export default function SecurityPage() {
  const { current, sessions, passkeys } = useData<Data>()
  const { locale } = usePageContext()
  const { t } = useLingui()
  const base = `/${locale}/workspace`
  // Paris time on both sides: the server's render and the browser's hydration agree.
  const when = (date: Date | string) => formatDateTime(new Date(date), locale)
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Sécurité</Trans>
      </WorkspacePageHeading>
      <section aria-labelledby="sessions-title" className={card}>
        <h2 id="sessions-title">
          <Trans>Sessions ouvertes</Trans>
        </h2>
        <ul className={styles.list}>
          {sessions.map((session) => (
            <li key={session.id}>
              <span>{session.userAgent || t`Appareil inconnu`}</span> —{' '}
              <span>
                <Trans>vue le {when(session.lastSeenAt)}</Trans>
              </span>
              {session.id === current ? (
                <strong>
                  {' '}
                  <Trans>(cette session)</Trans>
                </strong>
              ) : null}
              <form method="post" action={`${base}/sessions/${session.id}/revoke`}>
                <button type="submit" className={buttonSecondary}>
                  {session.id === current ? t`Se déconnecter` : t`Fermer cette session`}
                </button>
              </form>
            </li>
          ))}
        </ul>
        {sessions.length > 1 ? (
          <form method="post" action={`${base}/sessions/revoke-others`}>
            <button type="submit" className={buttonSecondary}>
              <Trans>Fermer toutes les autres sessions</Trans>
            </button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="passkeys-title" className={card}>
        <h2 id="passkeys-title">
          <Trans>Clés d'accès</Trans>
        </h2>
        <p>
          <Trans>Une clé d'accès vous connecte sans e-mail, avec le verrouillage de votre appareil.</Trans>
        </p>
        {passkeys.length === 0 ? (
          <p>
            <Trans>Aucune clé d'accès pour le moment.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {passkeys.map((passkey) => (
              <li key={passkey.id}>
                <Trans>Ajoutée le {when(passkey.createdAt)}</Trans>
              </li>
            ))}
          </ul>
        )}
        <AddPasskey />
      </section>
    </div>
  )
}
