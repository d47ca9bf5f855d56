import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type FormEvent, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useToast } from '../../../../../../../components/toasts.tsx'
import { type ApplicationErrorCode, applicationSchema, checkCv } from '../../../../../../../domain/application.ts'
import { FIELD_ERRORS, FORM_ERRORS } from './application-messages.ts'

export type FieldErrors = Partial<Record<string, string>>

/**
 * With JavaScript, the form validates with the same schema as the endpoint, then posts
 * the same multipart body with upload progress; success replaces the history entry with
 * the confirmation, failure keeps the visitor on the form with the spec's error toast.
 */
export function useApplicationSubmit(initialErrors: FieldErrors) {
  const { i18n } = useLingui()
  const { toast } = useToast()
  const [errors, setErrors] = useState<FieldErrors>(initialErrors)
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)

  function validate(form: HTMLFormElement): FieldErrors {
    const data = Object.fromEntries(new FormData(form))
    const found: FieldErrors = {}
    const parsed = applicationSchema.safeParse(data)
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0])
      found[field] ??= i18n._(FIELD_ERRORS[issue.message as ApplicationErrorCode])
    }
    const file = form.querySelector<HTMLInputElement>('input[name="cv"]')?.files?.[0] ?? null
    const cvError = checkCv(file)
    if (cvError) found.cv = i18n._(FIELD_ERRORS[cvError])
    return found
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const found = validate(form)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
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
      setSending(false)
      setProgress(null)
      if (request.status === 422) {
        // The server found what the browser cannot see (e.g. a renamed non-PDF): its page
        // carries the messages; show them under the fields here.
        const page = new DOMParser().parseFromString(request.responseText, 'text/html')
        const serverErrors: FieldErrors = {}
        for (const element of page.querySelectorAll('[id^="error-"]')) {
          serverErrors[element.id.slice('error-'.length)] = element.textContent ?? ''
        }
        setErrors(serverErrors)
      }
      const description =
        request.status === 413
          ? i18n._(FORM_ERRORS['too-large'])
          : request.status === 429
            ? i18n._(FORM_ERRORS['rate-limited'])
            : request.status >= 500
              ? i18n._(FORM_ERRORS.unavailable)
              : i18n._(msg`Une erreur est survenue. Veuillez réessayer.`)
      toast({ title: i18n._(msg`Erreur`), description, variant: 'destructive' })
    }
    request.onerror = () => {
      setSending(false)
      setProgress(null)
      toast({
        title: i18n._(msg`Erreur`),
        description: i18n._(msg`Une erreur est survenue. Veuillez réessayer.`),
        variant: 'destructive',
      })
    }
    request.send(new FormData(form))
  }

  return { errors, sending, progress, onSubmit }
}
