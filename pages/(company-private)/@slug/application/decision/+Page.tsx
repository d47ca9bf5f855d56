import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { plainText } from '#components/plain-text.tsx'
import { button, container } from '#components/ui.css.ts'
import { BusyForm } from '#components/widgets/busy-form/busy-form.tsx'
import { STATUS_LABELS } from '#domain/application-status-labels.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import * as styles from '../../../../(candidate)/@slug/candidate-page.css.ts'
import type { Data } from './+data.ts'

/**
 * A recruiter's status link (ADR 046): it names the change and asks for a click; only the
 * form's POST changes the status (mail scanners open links, they do not post forms).
 */
export default function RecruiterStatusPage() {
  const { company, reference, jobTitle, status, current, token, eventId, outcome } = useData<Data>()
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const job = plainText(jobTitle)
  const wanted = i18n._(STATUS_LABELS[status])
  const now = i18n._(STATUS_LABELS[current])
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Statut d'une candidature</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Candidature {reference} au poste {job}.
        </Trans>
      </p>
      {outcome === 'done' ? (
        <p role="status">
          <Trans>C'est enregistré. La personne en est informée par e-mail, si votre entreprise le permet.</Trans>
        </p>
      ) : null}
      {outcome === 'failed' ? (
        <p role="alert">
          <Trans>Le statut n'a pas pu être enregistré. Réessayez dans quelques instants.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Statut actuel : <strong>{now}</strong>
        </Trans>
      </p>
      {current === status ? null : (
        <BusyForm action={localizedPath(locale, companyPaths.recruiterStatus(company.slug))} className={styles.actions}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="event_id" value={eventId} />
          <button type="submit" className={button}>
            <Trans>Passer au statut : {wanted}</Trans>
          </button>
        </BusyForm>
      )}
    </div>
  )
}
