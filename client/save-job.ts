import { isValidSaveJobEmail, SAVE_JOB_ERROR } from '#domain/save-job.ts'
import { markBusy } from './busy-button.ts'
import { enhanceEach } from './enhance-each.ts'
import { refuseEmail, showFieldError } from './field-error.ts'
import { openModalDialog } from './modal-dialog.ts'
import { showToast } from './toasts.ts'

/**
 * 'Sauvegarder l'offre' (spec section 2) with JavaScript: the 'Sauvegarder' links
 * (`data-save-job-link`, real links to `?save=1`, where the server renders the form open
 * for visitors without JavaScript) open the dialog instead, and its form posts JSON to
 * /api/save-job with the spec's toasts. Every text is the dialog's data attributes.
 */
export function enhanceSaveJob() {
  enhanceEach<HTMLDialogElement>('dialog[data-save-job]', (dialog) => {
    // Rendered open by the server (?save=1): its form is already there.
    if (dialog.open) wireForm(dialog)
    for (const link of document.querySelectorAll('a[data-save-job-link]')) {
      link.addEventListener('click', (event) => {
        event.preventDefault()
        if (openModalDialog(dialog)) {
          wireForm(dialog)
          dialog.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
        }
      })
    }
  })
}

function wireForm(dialog: HTMLDialogElement) {
  const texts = dialog.dataset
  const form = dialog.querySelector('form')
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]')
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !input || !submit) return
  input.addEventListener('input', () => showFieldError(input, null, ''))
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!isValidSaveJobEmail(input.value)) return refuseEmail(input, texts)
    const idle = markBusy(submit, texts.sending ?? '')
    try {
      const fields = new FormData(form)
      const response = await fetch('/api/save-job', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: input.value.trim(),
          jobId: fields.get('jobId'),
          jobTitle: texts.jobTitle,
          companyName: texts.companyName,
          url: window.location.href,
          locale: fields.get('locale'),
        }),
      })
      const result = (await response.json().catch(() => ({}))) as { error?: string }
      if (response.ok) {
        input.value = ''
        dialog.close()
        showToast({ title: texts.sent ?? '', description: texts.sentDetail })
      } else if (result.error === SAVE_JOB_ERROR.email) {
        refuseEmail(input, texts)
      } else if (response.status === 429) {
        showToast({ title: texts.error ?? '', description: texts.tooMany, variant: 'destructive' })
      } else {
        throw new Error(result.error ?? String(response.status))
      }
    } catch {
      showToast({ title: texts.error ?? '', description: texts.failed, variant: 'destructive' })
    } finally {
      idle()
    }
  })
}
