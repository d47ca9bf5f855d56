import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { EmailField } from '#components/email-field.tsx'
import { ModalDialog } from '#components/modal-dialog.tsx'
import { useToast } from '#components/toasts.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { useModalDialog } from '#components/use-modal-dialog.ts'
import { isValidSaveJobEmail } from '#domain/save-job.ts'
import * as styles from './job-detail.css.ts'

type Props = {
  open: boolean
  onClose: () => void
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
 * 'Sauvegarder l'offre' (spec section 2): e-mails the job to the visitor. Posts to
 * /api/save-job; without JavaScript the same form posts and comes back with `?saved=1`.
 */
export function SaveJobDialog({ open, onClose, job, companyName, openWithoutScript, jobPath, refusal }: Props) {
  const { t } = useLingui()
  const { toast } = useToast()
  const { locale } = usePageContext()
  const dialog = useModalDialog(open, onClose)
  const [email, setEmail] = useState(refusal?.email ?? '')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(refusal ? t`Veuillez saisir un email valide.` : null)
  const headingId = useId()
  const descriptionId = useId()

  function refuseEmail() {
    setError(t`Email invalide`)
    toast({ title: t`Email invalide`, description: t`Veuillez saisir un email valide.`, variant: 'destructive' })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isValidSaveJobEmail(email)) return refuseEmail()
    setSending(true)
    try {
      const response = await fetch('/api/save-job', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: email.trim(),
          jobId: job.id,
          jobTitle: job.title,
          companyName,
          url: window.location.href,
          locale,
        }),
      })
      const result = (await response.json().catch(() => ({}))) as { error?: string }
      if (response.ok) {
        setEmail('')
        onClose()
        toast({ title: t`Envoyé`, description: t`La fiche de poste vous a été envoyée par email.` })
      } else if (result.error === 'invalid-email') {
        refuseEmail()
      } else if (response.status === 429) {
        toast({
          title: t`Erreur`,
          description: t`Trop de demandes. Réessayez dans une minute.`,
          variant: 'destructive',
        })
      } else {
        throw new Error(result.error ?? String(response.status))
      }
    } catch {
      toast({
        title: t`Erreur`,
        description: t`Configurez l'envoi d'email (Resend) puis réessayez.`,
        variant: 'destructive',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <ModalDialog
      control={dialog}
      open={open || openWithoutScript}
      headingId={headingId}
      descriptionId={descriptionId}
      openWithoutScript={openWithoutScript}
    >
      {/* Checked here, with the spec's toast, rather than by the browser's own bubble. */}
      <form method="post" action="/api/save-job" onSubmit={submit} className={styles.dialogForm} noValidate>
        <h2 id={headingId} className={styles.dialogTitle}>
          <Trans>Sauvegarder l'offre</Trans>
        </h2>
        <p id={descriptionId}>
          <Trans>Recevoir ce job sur votre Email</Trans>
        </p>
        <input type="hidden" name="jobId" value={job.id} />
        <input type="hidden" name="locale" value={locale} />
        <EmailField
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value)
            setError(null)
          }}
        />
        <div className={styles.dialogActions}>
          {openWithoutScript ? (
            <a href={jobPath} className={buttonSecondary}>
              <Trans>Annuler</Trans>
            </a>
          ) : (
            <button type="button" className={buttonSecondary} onClick={onClose}>
              <Trans>Annuler</Trans>
            </button>
          )}
          <button type="submit" className={button} disabled={sending}>
            {sending ? <Trans>Envoi...</Trans> : <Trans>Envoyer</Trans>}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
