import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { plainText } from '#components/plain-text.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { STATUS_LABELS } from '#domain/application-status-labels.ts'
import * as styles from '../candidate-page.css.ts'
import { CandidatePage } from '../candidate-page.tsx'
import type { Data } from './+data.ts'

/**
 * A candidate's application status (ADR 046): where it stands, its timeline with dates and
 * the company's messages, and the withdrawal. Private: never cached, never indexed, its
 * address (its token) sent to no one, no share button (the private layout has none).
 */
export default function ApplicationStatusPage() {
  const { company, application } = useData<Data>()
  const { i18n } = useLingui()
  const companyName = plainText(company.name)
  if (!application) {
    return (
      <CandidatePage
        heading={<Trans>Candidature effacée</Trans>}
        lead={
          <Trans>
            Cette candidature n'existe plus : elle a été retirée, ou sa durée de conservation a pris fin. Ses données
            personnelles et son CV ont été effacés.
          </Trans>
        }
      />
    )
  }
  const jobTitle = plainText(application.job.title)
  const receivedOn = application.receivedOn
  const currentLabel = i18n._(STATUS_LABELS[application.current])
  return (
    <CandidatePage
      heading={<Trans>Suivi de votre candidature</Trans>}
      lead={
        <Trans>
          {jobTitle} chez {companyName}, envoyée le {receivedOn}.
        </Trans>
      }
    >
      <p>
        <Trans>
          Statut : <strong className={styles.current}>{currentLabel}</strong>
        </Trans>
      </p>
      <h2>
        <Trans>Historique</Trans>
      </h2>
      <ol className={styles.timeline}>
        {application.timeline.map((entry) => (
          <li key={`${entry.dateTime}-${entry.status}`} className={styles.step}>
            <time dateTime={entry.dateTime} className={styles.stepDate}>
              {entry.on}
            </time>
            {i18n._(STATUS_LABELS[entry.status])}
            {entry.message ? (
              <p className={styles.stepMessage}>
                <Trans>Message de {companyName} :</Trans> {entry.message}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <h2>
        <Trans>Vous changez d'avis ?</Trans>
      </h2>
      <p>
        <Trans>Vous pouvez retirer votre candidature à tout moment : elle sera effacée avec votre CV.</Trans>
      </p>
      <p className={styles.actions}>
        <a href={application.withdrawHref} className={button}>
          <Trans>Retirer ma candidature</Trans>
        </a>
        <a href={application.jobHref} className={buttonSecondary}>
          <Trans>Revoir l'offre</Trans>
        </a>
      </p>
    </CandidatePage>
  )
}
