import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { container } from '#components/ui.css.ts'
import { formatDateTime } from '#domain/format-date.ts'
import { WorkspacePageHeading } from '../page-heading.tsx'
import * as styles from '../workspace.css.ts'
import { WorkspaceTable } from '../workspace-table.tsx'
import type { Data } from './+data.ts'

const ACTIONS: Record<string, MessageDescriptor> = {
  space_created: msg`a créé l'espace`,
  signed_in: msg`s'est connecté·e`,
  invitation_sent: msg`a invité quelqu'un`,
  invitation_revoked: msg`a révoqué une invitation`,
  member_joined: msg`a rejoint l'espace`,
  role_changed: msg`a changé un rôle`,
  member_removed: msg`a retiré un membre`,
  member_left: msg`a quitté l'espace`,
  job_published: msg`a publié une offre`,
  settings_changed: msg`a modifié les réglages`,
  passkey_added: msg`a ajouté une clé d'accès`,
  sessions_revoked: msg`a fermé ses autres sessions`,
  space_deleted: msg`a supprimé l'espace`,
  space_restored: msg`a restauré l'espace`,
}

/** The company's activity log, newest first: who, what, when (owners only). */
export default function ActivityPage() {
  const { lines } = useData<Data>()
  const { locale } = usePageContext()
  const { i18n, t } = useLingui()
  // Paris time on both sides: the server's render and the browser's hydration agree.
  const when = (date: Date | string) => formatDateTime(new Date(date), locale)
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Journal d'activité</Trans>
      </WorkspacePageHeading>
      <WorkspaceTable
        className={styles.table}
        caption={<Trans>Les 100 dernières actions</Trans>}
        columns={[t`Quand`, t`Qui`, t`Quoi`]}
        rows={lines}
        rowKey={(line) => line.id}
        cells={(line) => (
          <>
            <td>{when(line.createdAt)}</td>
            <td>{line.email ?? t`un ancien membre`}</td>
            <td>
              {ACTIONS[line.action] ? i18n._(ACTIONS[line.action] as MessageDescriptor) : line.action}
              {line.detail.email ? ` (${line.detail.email})` : ''}
              {line.detail.title ? ` « ${line.detail.title} »` : ''}
            </td>
          </>
        )}
      />
    </div>
  )
}
