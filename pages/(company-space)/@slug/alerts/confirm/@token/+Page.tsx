import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { AlertLinkPanel } from '../../alert-link.tsx'
import type { Data } from './+data.ts'

/** Confirms a job alert: a button until it is confirmed, then what the subscriber will receive. */
export default function ConfirmJobAlertPage() {
  const { header, alert, failed } = useData<Data>()
  return alert.confirmed ? (
    <AlertLinkPanel
      header={header}
      heading={<Trans>Alerte confirmée</Trans>}
      lead={
        <Trans>C'est fait : vous recevrez au plus un e-mail par jour avec les nouvelles offres correspondant à :</Trans>
      }
      criteria={alert.criteria}
      action={null}
      failed={failed}
    />
  ) : (
    <AlertLinkPanel
      header={header}
      heading={<Trans>Confirmer votre alerte emploi</Trans>}
      lead={
        <Trans>Confirmez pour recevoir au plus un e-mail par jour avec les nouvelles offres correspondant à :</Trans>
      }
      criteria={alert.criteria}
      action={<Trans>Confirmer mon alerte</Trans>}
      failed={failed}
    />
  )
}
