import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { EmailField } from '#components/email-field.tsx'
import { errorListClass } from '#components/forms.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { modalDialogWidget } from '#components/widgets/modal-dialog/contract.ts'
import { TemplateDialog } from '#components/widgets/modal-dialog/modal-dialog.tsx'
import { ADDRESS_CAPPED_MESSAGE } from '#domain/address-cap.ts'
import { saveJobWidget } from './contract.ts'
import * as styles from './save-job-dialog.css.ts'

type Props = {
  job: { id: string; title: string }
  companyName: string
  /** Rendered open by the server (`?save=1`, no JavaScript): a plain, non-modal dialog. */
  openWithoutScript: boolean
  /** The job page's address ('Annuler' without JavaScript: the page may be the form's answer). */
  jobPath: string
  /** The server refused the address typed without JavaScript: shown again, with the message. */
  /** A post refused without JavaScript: its address, and whether the address had its e-mails of the day (ADR 039). */
  refusal: { email: string; capped?: boolean } | null
}

/**
 * 'Sauvegarder l'offre' (spec section 2): e-mails the job to the visitor. The form posts
 * to /api/save-job, which without JavaScript comes back with `?saved=1`; with JavaScript
 * save-job.client.ts opens it from the 'Sauvegarder' links and sends it as JSON, with the
 * spec's toasts, whose texts are the dialog's values (the widget's contract).
 */
export function SaveJobDialog({ job, companyName, openWithoutScript, jobPath, refusal }: Props) {
  const { t, i18n } = useLingui()
  const { locale } = usePageContext()
  const headingId = useId()
  const descriptionId = useId()
  return (
    <TemplateDialog
      headingId={headingId}
      descriptionId={descriptionId}
      openWithoutScript={openWithoutScript}
      {...saveJobWidget.root({
        jobTitle: job.title,
        companyName,
        texts: {
          invalidTitle: t`Email invalide`,
          invalid: t`Veuillez saisir un email valide.`,
          sending: t`Envoi...`,
          sent: t`Envoyé`,
          sentDetail: t`La fiche de poste vous a été envoyée par email.`,
          error: t`Erreur`,
          tooMany: t`Trop de demandes. Réessayez dans une minute.`,
          failed: t`Configurez l'envoi d'email (Resend) puis réessayez.`,
        },
        classes: { error: errorListClass },
      })}
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
        <EmailField
          defaultValue={refusal?.email}
          error={
            refusal ? (refusal.capped ? i18n._(ADDRESS_CAPPED_MESSAGE) : t`Veuillez saisir un email valide.`) : null
          }
        />
        <div className={styles.dialogActions}>
          {openWithoutScript ? (
            <a href={jobPath} className={buttonSecondary}>
              <Trans>Annuler</Trans>
            </a>
          ) : (
            <button type="button" className={buttonSecondary} {...modalDialogWidget.target('close')}>
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
