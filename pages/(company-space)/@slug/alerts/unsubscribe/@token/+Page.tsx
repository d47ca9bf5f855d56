import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { AlertLinkPanel } from '../../alert-link.tsx'
import type { Data } from './+data.ts'

/** Unsubscribes from a job alert: a button while it exists, then the confirmation that the address is erased. */
export default function UnsubscribeJobAlertPage() {
  const { header, alert, failed } = useData<Data>()
  return alert ? (
    <AlertLinkPanel
      header={header}
      heading={<Trans>Se désabonner de l'alerte emploi</Trans>}
      lead={<Trans>Vous ne recevrez plus d'e-mails pour cette alerte, et votre adresse sera effacée :</Trans>}
      criteria={alert.criteria}
      action={<Trans>Me désabonner</Trans>}
      failed={failed}
    />
  ) : (
    <AlertLinkPanel
      header={header}
      heading={<Trans>Vous êtes désabonné</Trans>}
      lead={
        <Trans>Cette alerte n'existe plus : vous ne recevrez plus ses e-mails, et votre adresse a été effacée.</Trans>
      }
      criteria={null}
      action={null}
      failed={false}
    />
  )
}
