import { ADDRESS_CAPPED } from '#domain/address-cap.ts'
import { isValidSaveJobEmail, SAVE_JOB_ERROR } from '#domain/save-job.ts'
import { markBusy } from '../busy-form/busy-button.client.ts'
import { refuseEmail, showFieldError } from '../field-error/field-error.client.ts'
import { openModalDialog } from '../modal-dialog/modal-dialog.client.ts'
import { showToast } from '../toasts/toasts.client.ts'
import { saveJobLinkWidget, saveJobWidget } from './contract.ts'

/**
 * 'Sauvegarder l'offre' (spec section 2) with JavaScript: the 'Sauvegarder' links
 * (real links to `?save=1`, where the server renders the form open for visitors without
 * JavaScript) open the dialog instead, and its form posts JSON to /api/save-job with the
 * spec's toasts. Every text is the dialog's values (contract.ts).
 */
export const enhanceSaveJob = saveJobWidget.enhancer((dialog) => {
  // Rendered open by the server (?save=1): its form is already there.
  if (dialog.open) wireForm(dialog)
  for (const link of document.querySelectorAll(saveJobLinkWidget.selector)) {
    link.addEventListener('click', (event) => {
      event.preventDefault()
      if (openModalDialog(dialog)) {
        wireForm(dialog)
        dialog.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
      }
    })
  }
})

function wireForm(dialog: HTMLDialogElement) {
  const { jobTitle, companyName, texts, classes } = saveJobWidget.values(dialog)
  const form = dialog.querySelector('form')
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]')
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !input || !submit) return
  input.addEventListener('input', () => showFieldError(input, null, ''))
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!isValidSaveJobEmail(input.value)) return refuseEmail(input, texts, classes.error)
    const idle = markBusy(submit, texts.sending)
    try {
      const fields = new FormData(form)
      const response = await fetch('/api/save-job', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: input.value.trim(),
          jobId: fields.get('jobId'),
          jobTitle,
          companyName,
          url: window.location.href,
          locale: fields.get('locale'),
        }),
      })
      const result = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
      if (response.ok) {
        input.value = ''
        dialog.close()
        showToast({ title: texts.sent, description: texts.sentDetail })
      } else if (result.error === SAVE_JOB_ERROR.email) {
        refuseEmail(input, texts, classes.error)
      } else if (response.status === 429) {
        // The address's e-mails of the day are spent (ADR 039): the server's message says so.
        const description = result.error === ADDRESS_CAPPED && result.message ? result.message : texts.tooMany
        showToast({ title: texts.error, description, variant: 'destructive' })
      } else {
        throw new Error(result.error ?? String(response.status))
      }
    } catch {
      showToast({ title: texts.error, description: texts.failed, variant: 'destructive' })
    } finally {
      idle()
    }
  })
}
