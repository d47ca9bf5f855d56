import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { useToast } from '../../../../../../../components/toasts.tsx'
import { type ApplicationErrorCode, applicationFormSchema } from '../../../../../../../domain/application.ts'
import { FIELD_ERRORS, FORM_ERRORS } from './application-messages.ts'

export type FieldErrors = Partial<Record<string, string>>

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'cv',
  'coverLetter',
  'consentRetention',
  'consentTerms',
] as const

/**
 * With JavaScript, conform validates with the same schema as the endpoint (on submit,
 * then as the visitor corrects), then the form posts
 * the same multipart body with upload progress; success replaces the history entry with
 * the confirmation, failure keeps the visitor on the form with the spec's error toast.
 */
export function useApplicationSubmit(initialErrors: FieldErrors) {
  const { i18n } = useLingui()
  const { toast } = useToast()
  // Messages the server found (a re-rendered 422, or the HTML of a refused XHR post).
  const [serverErrors, setServerErrors] = useState<FieldErrors>(initialErrors)
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)

  const [form, fields] = useForm({
    id: 'application',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationFormSchema }),
    onSubmit: (event, { formData }) => {
      event.preventDefault()
      if (!sending) send(formData)
    },
  })

  const errors: FieldErrors = { ...serverErrors }
  // conform's `fields` is a proxy: its metadata is read by name.
  for (const name of FIELD_NAMES) {
    const meta = fields[name]
    const code = meta.errors?.[0] as ApplicationErrorCode | undefined
    if (code && FIELD_ERRORS[code]) errors[name] = i18n._(FIELD_ERRORS[code])
    else if (meta.errors !== undefined) delete errors[name]
  }

  function fail(description: string) {
    setSending(false)
    setProgress(null)
    toast({ title: i18n._(msg`Erreur`), description, variant: 'destructive' })
  }

  function send(formData: FormData) {
    setSending(true)
    setProgress(0)
    const request = new XMLHttpRequest()
    request.open('POST', window.location.pathname)
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100))
    }
    request.onload = () => {
      // The endpoint answers 303 → the confirmation page, which XHR follows.
      if (request.status === 200 && request.responseURL.endsWith('/confirmation')) {
        void navigate(new URL(request.responseURL).pathname, { overwriteLastHistoryEntry: true })
        return
      }
      if (request.status === 422) {
        // The server found what the browser cannot see (e.g. a renamed non-PDF): its page
        // carries the messages; show them under the fields here.
        const page = new DOMParser().parseFromString(request.responseText, 'text/html')
        const found: FieldErrors = {}
        for (const element of page.querySelectorAll('[id^="error-"]')) {
          found[element.id.slice('error-'.length)] = element.textContent ?? ''
        }
        setServerErrors(found)
      }
      fail(
        request.status === 413
          ? i18n._(FORM_ERRORS['too-large'])
          : request.status === 429
            ? i18n._(FORM_ERRORS['rate-limited'])
            : request.status >= 500
              ? i18n._(FORM_ERRORS.unavailable)
              : i18n._(msg`Une erreur est survenue. Veuillez réessayer.`),
      )
    }
    request.onerror = () => fail(i18n._(msg`Une erreur est survenue. Veuillez réessayer.`))
    request.send(formData)
  }

  return { formId: form.id, onSubmit: form.onSubmit, errors, sending, progress }
}
