import { parseWithZod } from '@conform-to/zod/v4'
import {
  APPLICATION_ERROR,
  type ApplicationErrorCode,
  type ApplicationFormErrorCode,
  applicationFormSchema,
} from '#domain/application.ts'
import { markBusy } from '../busy-form/busy-button.client.ts'
import { errorsAfterSelector } from '../field-error/contract.ts'
import { showFieldError } from '../field-error/field-error.client.ts'
import { showToast } from '../toasts/toasts.client.ts'
import { applicationFormWidget } from './contract.ts'
import { cvHint } from './cv-hint.client.ts'
import { proofReady } from './proof-of-work.client.ts'

/** The endpoint's answer to `Accept: application/json` (server/routes/apply.ts). */
type ApplyAnswer =
  | { ok: true; location: string }
  | { ok: false; errors: Partial<Record<string, ApplicationErrorCode>>; formError: ApplicationFormErrorCode | null }

const FIELD_NAMES = Object.keys(applicationFormSchema.shape)

/**
 * The application form with JavaScript (contract.ts): checked with the
 * endpoint's own schema on submit, then again as the visitor corrects, each message under
 * its field as the server renders it; then the same multipart body is posted with upload
 * progress, asking for JSON. Success replaces the history entry with the confirmation
 * (Back then skips the sent form); failure keeps the visitor on the form
 * with the spec's error toast and the fields the server refused.
 */
export function enhanceApplicationForm(form: HTMLFormElement) {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const progress = form.querySelector('progress')
  if (!submit || !progress) return
  const { texts, classes } = applicationFormWidget.values(form)
  const cv = cvHint(form, texts)
  // A CV kept from an attempt that failed (outage) stands for the file.
  const cvKept = form.elements.namedItem('storedCvKey') !== null
  let validated = false
  let sending = false

  const show = (name: string, code: ApplicationErrorCode | null | undefined) => {
    const control = form.elements.namedItem(name)
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return
    const after = form.querySelector(errorsAfterSelector(name)) ?? control
    showFieldError(control, code ? texts.fieldErrors[code] : null, classes.error, after)
    if (name === 'cv') cv.refresh()
  }
  const validate = () => {
    const submission = parseWithZod(new FormData(form), { schema: applicationFormSchema })
    const errors = submission.status === 'error' ? submission.error : undefined
    const codeOf = (name: string) => errors?.[name]?.[0] as ApplicationErrorCode | undefined
    for (const name of FIELD_NAMES) {
      const code = codeOf(name)
      show(name, name === 'cv' && cvKept && code === APPLICATION_ERROR.cvRequired ? null : code)
    }
    return form.querySelector('[aria-invalid="true"]') === null
  }

  // Before the first submit only the CV is checked as it is chosen (its refusal at once).
  // Every control fires `input`, checkboxes and file inputs too.
  form.addEventListener('input', (event) => {
    if (validated) validate()
    else if (event.target instanceof HTMLInputElement && event.target.type === 'file') cv.check(show)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (sending) return
    validated = true
    if (!validate()) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    send()
  })

  let idle = () => {}
  const fail = (description: string) => {
    sending = false
    idle()
    progress.hidden = true
    showToast({ title: texts.error, description, variant: 'destructive' })
  }

  const send = () => {
    sending = true
    idle = markBusy(submit, texts.sending)
    progress.hidden = false
    progress.value = 0
    const request = new XMLHttpRequest()
    request.open('POST', window.location.pathname)
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable)
        progress.value = Math.round((progressEvent.loaded / progressEvent.total) * 100)
    }
    request.onload = () => {
      const answer = request.response as ApplyAnswer | null
      if (answer?.ok) {
        window.location.replace(answer.location)
        return
      }
      // The server found what the browser cannot see (e.g. a renamed non-PDF).
      if (request.status === 422) for (const [name, code] of Object.entries(answer?.errors ?? {})) show(name, code)
      const formError = answer?.formError ?? (request.status >= 500 ? 'unavailable' : null)
      fail(formError ? texts.formErrors[formError] : texts.failed)
    }
    request.onerror = () => fail(texts.failed)
    // The proof of work is usually solved long before; else a few seconds more, at most.
    const proof = applicationFormWidget.find<HTMLInputElement>(form, 'proof')
    void (proof ? proofReady(proof) : Promise.resolve()).then(() => request.send(new FormData(form)))
  }
}
