import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { EmailField } from '#components/email-field.tsx'
import { errorListClass } from '#components/forms.tsx'
import { TemplateDialog } from '#components/modal-dialog.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import * as styles from './job-detail.css.ts'

type Props = {
  job: { id: string; title: string }
  companyName: string
  /** Rendered open by the server (`?save=1`, no JavaScript): a plain, non-modal dialog. */
  openWithoutScript: boolean
  /** The job page's address ('Annuler' without JavaScript: the page may be the form's answer). */
  jobPath: string
  /** The server refused the address typed without JavaScript: shown again, with the message. */
  refusal: { email: string } | null
}

/**
 * 'Sauvegarder l'offre' (spec section 2): e-mails the job to the visitor. The form posts
 * to /api/save-job, which without JavaScript comes back with `?saved=1`; with JavaScript
 * client/save-job.ts opens it from the 'Sauvegarder' links and sends it as JSON, with the
 * spec's toasts, whose texts are the dialog's data attributes.
 */
export function SaveJobDialog({ job, companyName, openWithoutScript, jobPath, refusal }: Props) {
  const { t } = useLingui()
  const { locale } = usePageContext()
  const headingId = useId()
  const descriptionId = useId()
  return (
    <TemplateDialog
      headingId={headingId}
      descriptionId={descriptionId}
      openWithoutScript={openWithoutScript}
      data-save-job=""
      data-job-title={job.title}
      data-company-name={companyName}
      data-invalid-title={t`Email invalide`}
      data-invalid={t`Veuillez saisir un email valide.`}
      data-error-class={errorListClass}
      data-sending={t`Envoi...`}
      data-sent={t`Envoyé`}
      data-sent-detail={t`La fiche de poste vous a été envoyée par email.`}
      data-error={t`Erreur`}
      data-too-many={t`Trop de demandes. Réessayez dans une minute.`}
      data-failed={t`Configurez l'envoi d'email (Resend) puis réessayez.`}
    >
      {/* Checked by the script, with the spec's toast, rather than by the browser's own bubble. */}
      <form method="post" action="/api/save-job" className={styles.dialogForm} noValidate>
        <h2 id={headingId} className={styles.dialogTitle}>
          <Trans>Sauvegarder l'offre</Trans>
        </h2>
        <p id={descriptionId}>
          <Trans>Recevoir ce job sur votre Email</Trans>
        </p>
        <input type="hidden" name="jobId" value={job.id} />
        <input type="hidden" name="locale" value={locale} />
        <EmailField defaultValue={refusal?.email} error={refusal ? t`Veuillez saisir un email valide.` : null} />
        <div className={styles.dialogActions}>
          {openWithoutScript ? (
            <a href={jobPath} className={buttonSecondary}>
              <Trans>Annuler</Trans>
            </a>
          ) : (
            <button type="button" className={buttonSecondary} data-dialog-close="">
              <Trans>Annuler</Trans>
            </button>
          )}
          <button type="submit" className={button}>
            <Trans>Envoyer</Trans>
          </button>
        </div>
      </form>
    </TemplateDialog>
  )
}
