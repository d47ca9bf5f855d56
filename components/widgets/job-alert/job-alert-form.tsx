import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { EmailField } from '#components/email-field.tsx'
import { errorListClass } from '#components/forms.tsx'
import { button } from '#components/ui.css.ts'
import { liveFilterWidget } from '#components/widgets/live-filter/contract.ts'
import { JOB_ALERT_ERROR, type JobAlertSubmission, jobAlertSummary } from '#domain/job-alert.ts'
import {
  JOB_ALERT_FIELD_MESSAGES,
  JOB_ALERT_FORM_MESSAGES,
  JOB_ALERT_SENT_MESSAGE,
} from '#domain/job-alert-messages.ts'
import { JOB_FILTER_NAMES, type JobFilters, jobListSearch } from '#domain/job-list.ts'
import { localizedPath } from '#domain/paths.ts'
import { jobAlertWidget } from './contract.ts'
import * as styles from './job-alert-form.css.ts'

type Props = {
  companyName: string
  /** The list's filters as shown: the alert's criteria. */
  filters: JobFilters
  /** A refusal shown again without JavaScript (server/routes/job-alert-subscribe.ts). */
  submission: JobAlertSubmission | null
  /** `?alert=sent`: the post without JavaScript succeeded. */
  sent: boolean
}

/**
 * "Recevoir les nouvelles offres par e-mail" (ADR 026): an address, and the list's filters
 * as hidden criteria, said in words above the field. A plain POST to the list's URL; with
 * JavaScript, job-alert.client.ts sends the same post as a fetch and answers with toasts,
 * whose texts are the form's values (the widget's contract). The criteria, their words and the form's
 * address are the live filter's parts: it keeps them in step with the list.
 */
export function JobAlertForm({ companyName, filters, submission, sent }: Props) {
  const { t, i18n } = useLingui()
  const { locale, pathWithoutLocale } = usePageContext()
  const headingId = useId()
  const action = `${localizedPath(locale, pathWithoutLocale)}${jobListSearch(filters)}`
  const fieldError = submission?.fieldError ?? null
  const emailError = fieldError === JOB_ALERT_ERROR.email ? i18n._(JOB_ALERT_FIELD_MESSAGES[fieldError]) : null
  const criteriaError = fieldError === JOB_ALERT_ERROR.criteria ? i18n._(JOB_ALERT_FIELD_MESSAGES[fieldError]) : null
  const notice = submission?.formError
    ? i18n._(JOB_ALERT_FORM_MESSAGES[submission.formError])
    : sent
      ? i18n._(JOB_ALERT_SENT_MESSAGE)
      : null

  return (
    <section id="job-alert" className={styles.alert} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.alertTitle}>
        <Trans>Recevoir les nouvelles offres par e-mail</Trans>
      </h2>
      <p
        className={styles.alertCriteria}
        data-testid="job-alert-criteria"
        {...liveFilterWidget.target('alert-criteria')}
      >
        {jobAlertSummary(i18n, companyName, filters)}
      </p>
      <form
        method="post"
        action={action}
        className={styles.alertForm}
        {...liveFilterWidget.target('alert-form')}
        {...jobAlertWidget.root({
          texts: {
            invalidTitle: t`Email invalide`,
            invalid: i18n._(JOB_ALERT_FIELD_MESSAGES[JOB_ALERT_ERROR.email]),
            sending: t`Envoi...`,
            sentTitle: t`Alerte créée`,
            sent: i18n._(JOB_ALERT_SENT_MESSAGE),
            error: t`Erreur`,
            criteria: i18n._(JOB_ALERT_FIELD_MESSAGES[JOB_ALERT_ERROR.criteria]),
            failed: i18n._(JOB_ALERT_FORM_MESSAGES['invalid-payload']),
            unavailable: i18n._(JOB_ALERT_FORM_MESSAGES.unavailable),
          },
          classes: { error: errorListClass },
        })}
      >
        {/* Hidden, yet sent: the criteria as one block the live filter can swap. */}
        <div hidden {...liveFilterWidget.target('alert-criteria-fields')}>
          {JOB_FILTER_NAMES.map((name) => (
            <input key={name} type="hidden" name={name} value={filters[name]} />
          ))}
        </div>
        <EmailField defaultValue={submission?.email} error={emailError} />
        <button type="submit" className={button}>
          <Trans>Créer l'alerte</Trans>
        </button>
      </form>
      <p className={styles.alertNote}>
        <Trans>
          Un e-mail vous demandera de confirmer votre adresse. Ensuite, au plus un e-mail par jour ; désabonnement en un
          clic.
        </Trans>
      </p>
      {/* Always in the page, so that a message written into it is announced. */}
      <p role="status" className={styles.alertNotice} {...jobAlertWidget.target('notice')}>
        {criteriaError ?? notice}
      </p>
    </section>
  )
}
