import { Trans, useLingui } from '@lingui/react/macro'
import type { WorkspaceFormAnswer } from '#server/features/accounts/route-answers.ts'
import * as styles from '../../workspace.css.ts'

/** A refusal of the whole form, said with what it names: who changed the offer and when, the plan's limit. */
export function RefusalNotice({ refusal }: { refusal: WorkspaceFormAnswer['refusal'] }) {
  const { i18n, t } = useLingui()
  if (!refusal) return null
  const { code, values } = refusal
  if (code === 'job-conflict' || code === 'company-conflict') {
    const when = new Intl.DateTimeFormat(i18n.locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(String(values.at)))
    const who = values.email ? String(values.email) : t`une personne hors de l'espace (import, SQL)`
    return (
      <p role="alert" className={styles.formError}>
        <Trans>
          Modifié par {who} le {when}, après votre ouverture de la page : rien n'a été enregistré. Vos saisies sont
          conservées ci-dessous ; rechargez la page pour voir la nouvelle version, ou enregistrez à nouveau pour la
          remplacer.
        </Trans>
      </p>
    )
  }
  const plan = String(values.plan)
  const limit = Number(values.limit)
  return (
    <p role="alert" className={styles.formError}>
      <Trans>
        Votre formule {plan} permet {limit} offres visibles à la fois : rien n'a été publié. Dépubliez ou clôturez une
        offre, ou passez à la formule Pro.
      </Trans>
    </p>
  )
}
