import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, buttonSecondary, container, textInput } from '#components/ui.css.ts'
import { COMPANY_STATUSES, STATUS_MESSAGE_MAX } from '#domain/application-status.ts'
import { NOTE_MAX } from '#domain/applications-inbox.ts'
import { formatDate } from '#domain/format-date.ts'
import { Notices } from '../../page-heading.tsx'
import * as workspace from '../../workspace.css.ts'
import * as styles from '../desk.css.ts'
import { deskError } from '../desk-messages.ts'
import type { Data } from './+data.ts'

/** /{lang}/workspace/applications/{id}: one application, its status, timeline and private notes. */
export default function ApplicationPage() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  const { t, i18n } = useLingui()
  const { application } = data
  const base = `/${locale}/workspace/applications/${application.id}`
  const error = (field: string) => deskError(i18n._.bind(i18n), data.answer, field)
  const name = `${application.firstName} ${application.lastName}`
  const received = formatDate(application.createdAt, locale)
  return (
    <div className={container}>
      <p>
        <a href={`/${locale}/workspace/applications`}>
          <Trans>Toutes les candidatures</Trans>
        </a>
      </p>
      <h1>{name}</h1>
      <Notices notes={[data.changed && <Trans>Statut enregistré : le candidat en est informé.</Trans>]} />
      <dl className={workspace.facts}>
        <dt>
          <Trans>Offre</Trans>
        </dt>
        <dd>{application.jobTitle}</dd>
        <dt>
          <Trans>Statut</Trans>
        </dt>
        <dd>{data.statusLabels[application.status]}</dd>
        <dt>
          <Trans>Risque de robot</Trans>
        </dt>
        <dd data-testid="risk">
          {data.riskLabels.levels[application.riskLevel]}
          {application.riskSignals.length > 0
            ? ` (${application.riskSignals.map((signal) => data.riskLabels.signals[signal]).join(', ')})`
            : null}
        </dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </dd>
        <dt>
          <Trans>Téléphone</Trans>
        </dt>
        <dd>
          <a href={`tel:${application.phoneE164}`}>{application.phoneE164}</a>
        </dd>
        <dt>
          <Trans>Reçue le</Trans>
        </dt>
        <dd>{received}</dd>
        <dt>
          <Trans>Consentements</Trans>
        </dt>
        <dd>
          <Trans>Conservation des données (2 ans) et conditions d'utilisation, acceptées le {received}</Trans>
        </dd>
        <dt>
          <Trans>Conservée jusqu'au</Trans>
        </dt>
        <dd>{formatDate(application.retainUntil, locale)}</dd>
      </dl>
      <p>
        <a href={data.cvUrl} className={buttonSecondary}>
          <Trans>Voir le CV</Trans>
        </a>
      </p>
      <h2>
        <Trans>Lettre de motivation</Trans>
      </h2>
      <p className={styles.letter}>{application.coverLetter}</p>

      <h2>
        <Trans>Historique</Trans>
      </h2>
      <ol>
        {data.timeline.map((event) => (
          <li key={`${event.occurredAt.toISOString()}-${event.status}`}>
            {formatDate(event.occurredAt, locale)} : {data.statusLabels[event.status]}
            {event.applied ? null : ` (${t`reçu hors d'ordre, non appliqué`})`}
            {event.message ? <p className={styles.letter}>{event.message}</p> : null}
          </li>
        ))}
      </ol>

      <form method="post" action={`${base}/status`} className={styles.stack}>
        <h2>
          <Trans>Changer le statut</Trans>
        </h2>
        <input type="hidden" name="formKey" value={data.statusFormKey} />
        <label htmlFor="field-status">
          <Trans>Nouveau statut</Trans>
        </label>
        <select id="field-status" name="status" required className={textInput}>
          {COMPANY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {data.statusLabels[status]}
            </option>
          ))}
        </select>
        {error('status') ? <p className={styles.error}>{error('status')}</p> : null}
        <label htmlFor="field-message">
          <Trans>Message au candidat (facultatif)</Trans>
        </label>
        <textarea id="field-message" name="message" rows={4} maxLength={STATUS_MESSAGE_MAX} className={textInput} />
        {error('message') ? <p className={styles.error}>{error('message')}</p> : null}
        <button type="submit" className={button}>
          <Trans>Enregistrer et informer le candidat</Trans>
        </button>
      </form>

      <section id="notes" aria-labelledby="notes-title">
        <h2 id="notes-title">
          <Trans>Notes privées</Trans>
        </h2>
        <p>
          <Trans>Visibles des membres de l'entreprise seulement : jamais montrées ni envoyées au candidat.</Trans>
        </p>
        <ul>
          {data.notes.map((note) => (
            <li key={note.id}>
              {formatDate(note.createdAt, locale)} : <span className={styles.letter}>{note.body}</span>
            </li>
          ))}
        </ul>
        <form method="post" action={`${base}/notes`} className={styles.stack}>
          <input type="hidden" name="formKey" value={data.noteFormKey} />
          <label htmlFor="field-body">
            <Trans>Nouvelle note</Trans>
          </label>
          <textarea id="field-body" name="body" rows={3} maxLength={NOTE_MAX} required className={textInput} />
          {error('body') ? <p className={styles.error}>{error('body')}</p> : null}
          <button type="submit" className={buttonSecondary}>
            <Trans>Ajouter la note</Trans>
          </button>
        </form>
      </section>

      <form method="post" action={`${base}/erase`} className={styles.stack}>
        <h2>
          <Trans>Effacer à la demande du candidat</Trans>
        </h2>
        <label>
          <input type="checkbox" name="confirm" value="yes" required />{' '}
          <Trans>Le candidat a demandé l'effacement de sa candidature et de son CV.</Trans>
        </label>
        <button type="submit" className={buttonSecondary}>
          <Trans>Effacer définitivement</Trans>
        </button>
      </form>
    </div>
  )
}
