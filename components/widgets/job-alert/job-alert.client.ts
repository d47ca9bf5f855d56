import { JOB_ALERT_ERROR } from '#domain/job-alert.ts'
import { isValidSaveJobEmail } from '#domain/save-job.ts'
import { markBusy } from '../busy-form/busy-button.client.ts'
import { refuseEmail, showFieldError } from '../field-error/field-error.client.ts'
import { showToast } from '../toasts/toasts.client.ts'
import { jobAlertWidget } from './contract.ts'

/**
 * The job list's "Recevoir les nouvelles offres par e-mail" form (ADR 026) with JavaScript:
 * the same POST to the list's URL as without, asking for JSON, with the spec's toasts and
 * the field's message in place of a reloaded page. Every text is the form's values
 * (job-alert-form.tsx); the server's answer brings its own message.
 */
export const enhanceJobAlertForms = jobAlertWidget.enhancer((form) => {
  const { texts, classes } = jobAlertWidget.values(form)
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const notice = jobAlertWidget.find(form.closest('section') ?? form, 'notice')
  if (!input || !submit || !notice) return
  const fail = (description: string | undefined) =>
    showToast({ title: texts.error, description, variant: 'destructive' })

  input.addEventListener('input', () => {
    showFieldError(input, null, '')
    // A refused criteria's message goes with the field's, as it did in the React form.
    if (notice.textContent === texts.criteria) notice.textContent = ''
  })
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!isValidSaveJobEmail(input.value)) return refuseEmail(input, texts, classes.error)
    const idle = markBusy(submit, texts.sending)
    notice.textContent = ''
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(form),
      })
      const result = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
      if (response.ok) {
        input.value = ''
        showFieldError(input, null, '')
        notice.textContent = texts.sent
        showToast({ title: texts.sentTitle ?? '', description: texts.sent })
      } else if (result.error === JOB_ALERT_ERROR.email) {
        refuseEmail(input, texts, classes.error)
      } else {
        if (result.error === JOB_ALERT_ERROR.criteria) notice.textContent = texts.criteria
        fail(result.message ?? texts.failed)
      }
    } catch {
      fail(texts.unavailable)
    } finally {
      idle()
    }
  })
})
