import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { EmailField } from '#components/email-field.tsx'
import { useToast } from '#components/toasts.tsx'
import { button } from '#components/ui.css.ts'
import { JOB_ALERT_ERROR, type JobAlertErrorCode, type JobAlertSubmission, jobAlertSummary } from '#domain/job-alert.ts'
import {
  JOB_ALERT_FIELD_MESSAGES,
  JOB_ALERT_FORM_MESSAGES,
  JOB_ALERT_SENT_MESSAGE,
} from '#domain/job-alert-messages.ts'
import { JOB_FILTER_NAMES, type JobFilters, jobListSearch } from '#domain/job-list.ts'
import { localizedPath } from '#domain/paths.ts'
import { isValidSaveJobEmail } from '#domain/save-job.ts'
import * as styles from './job-list.css.ts'

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
 * as hidden criteria, said in words above the field. A plain POST to the list's URL;
 * with JavaScript, the same post as a fetch and a toast, as the save dialog does.
 */
export function JobAlertForm({ companyName, filters, submission, sent }: Props) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const { locale, pathWithoutLocale } = usePageContext()
  const [email, setEmail] = useState(submission?.email ?? '')
  const [sending, setSending] = useState(false)
  const [fieldError, setFieldError] = useState<JobAlertErrorCode | null>(submission?.fieldError ?? null)
  const [notice, setNotice] = useState<string | null>(
    submission?.formError
      ? i18n._(JOB_ALERT_FORM_MESSAGES[submission.formError])
      : sent
        ? i18n._(JOB_ALERT_SENT_MESSAGE)
        : null,
  )
  const headingId = useId()
  const action = `${localizedPath(locale, pathWithoutLocale)}${jobListSearch(filters)}`
  const emailError = fieldError === JOB_ALERT_ERROR.email ? i18n._(JOB_ALERT_FIELD_MESSAGES[fieldError]) : null
  const criteriaError = fieldError === JOB_ALERT_ERROR.criteria ? i18n._(JOB_ALERT_FIELD_MESSAGES[fieldError]) : null

  function refuseEmail() {
    setFieldError(JOB_ALERT_ERROR.email)
    toast({ title: t`Email invalide`, description: t`Veuillez saisir un email valide.`, variant: 'destructive' })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isValidSaveJobEmail(email)) return refuseEmail()
    setSending(true)
    setNotice(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(event.currentTarget),
      })
      const result = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
      if (response.ok) {
        setEmail('')
        setFieldError(null)
        const message = i18n._(JOB_ALERT_SENT_MESSAGE)
        setNotice(message)
        toast({ title: t`Alerte créée`, description: message })
      } else if (result.error === JOB_ALERT_ERROR.email) {
        refuseEmail()
      } else {
        if (result.error === JOB_ALERT_ERROR.criteria) setFieldError(JOB_ALERT_ERROR.criteria)
        const description = result.message ?? i18n._(JOB_ALERT_FORM_MESSAGES['invalid-payload'])
        toast({ title: t`Erreur`, description, variant: 'destructive' })
      }
    } catch {
      toast({ title: t`Erreur`, description: i18n._(JOB_ALERT_FORM_MESSAGES.unavailable), variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  return (
    <section id="job-alert" className={styles.alert} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.alertTitle}>
        <Trans>Recevoir les nouvelles offres par e-mail</Trans>
      </h2>
      <p className={styles.alertCriteria} data-testid="job-alert-criteria">
        {jobAlertSummary(i18n, companyName, filters)}
      </p>
      <form method="post" action={action} onSubmit={submit} className={styles.alertForm}>
        {JOB_FILTER_NAMES.map((name) => (
          <input key={name} type="hidden" name={name} value={filters[name]} />
        ))}
        <EmailField
          value={email}
          error={emailError}
          onChange={(value) => {
            setEmail(value)
            setFieldError(null)
          }}
        />
        <button type="submit" className={button} disabled={sending}>
          {sending ? <Trans>Envoi...</Trans> : <Trans>Créer l'alerte</Trans>}
        </button>
      </form>
      <p className={styles.alertNote}>
        <Trans>
          Un e-mail vous demandera de confirmer votre adresse. Ensuite, au plus un e-mail par jour ; désabonnement en un
          clic.
        </Trans>
      </p>
      {/* Always in the page, so that a message written into it is announced. */}
      <p role="status" className={styles.alertNotice}>
        {criteriaError ?? notice}
      </p>
    </section>
  )
}
