import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { FIELD_ERRORS, FORM_ERRORS } from '#components/application-messages.ts'
import { useToast } from '#components/toasts.tsx'
import { type ApplicationErrorCode, type ApplicationFormErrorCode, applicationFormSchema } from '#domain/application.ts'

export type FieldErrors = Partial<Record<string, string>>

const FORM_ID = 'application'
const FIELD_NAMES = Object.keys(applicationFormSchema.shape) as (keyof typeof applicationFormSchema.shape)[]

/** The endpoint's answer to `Accept: application/json` (server/routes/apply.ts). */
type ApplyAnswer =
  | { ok: true; location: string }
  | { ok: false; errors: Partial<Record<string, ApplicationErrorCode>>; formError: ApplicationFormErrorCode | null }

/**
 * With JavaScript, conform validates with the same schema as the endpoint (on submit,
 * then as the visitor corrects), then the form posts the same multipart body with upload
 * progress, asking for JSON; success replaces the history entry with the confirmation,
 * failure keeps the visitor on the form with the spec's error toast.
 */
export function useApplicationSubmit(initialErrors: FieldErrors) {
  const { i18n } = useLingui()
  const { toast } = useToast()
  // Messages the server found (a re-rendered 422, or the HTML of a refused XHR post).
  const [serverErrors, setServerErrors] = useState<FieldErrors>(initialErrors)
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)

  // The server render has nothing for conform to do (no input, no client errors yet: the
  // same markup as the client's first render), so conform stays out of the Worker. The
  // condition is a build-time constant: each build always calls the same hooks.
  const [form, fields] = import.meta.env.SSR
    ? [{ id: FORM_ID, onSubmit: undefined }, null]
    : // biome-ignore lint/correctness/useHookAtTopLevel: constant per build (see above)
      useForm({
        id: FORM_ID,
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
  for (const name of fields ? FIELD_NAMES : []) {
    const meta = fields?.[name]
    const code = meta?.errors?.[0] as ApplicationErrorCode | undefined
    if (code && FIELD_ERRORS[code]) errors[name] = i18n._(FIELD_ERRORS[code])
    else if (meta?.errors !== undefined) delete errors[name]
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
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100))
    }
    request.onload = () => {
      const answer = request.response as ApplyAnswer | null
      if (answer?.ok) {
        // The confirmation is HTML-only (ADR 029): a full page load, which Vike's navigate()
        // would make with a new history entry; replace() keeps Back off the sent form.
        window.location.replace(answer.location)
        return
      }
      // The server found what the browser cannot see (e.g. a renamed non-PDF).
      const found: FieldErrors = {}
      for (const [name, code] of Object.entries(answer?.errors ?? {})) {
        if (code && FIELD_ERRORS[code]) found[name] = i18n._(FIELD_ERRORS[code])
      }
      if (request.status === 422) setServerErrors(found)
      const formError = answer?.formError ?? (request.status >= 500 ? 'unavailable' : null)
      fail(formError ? i18n._(FORM_ERRORS[formError]) : i18n._(msg`Une erreur est survenue. Veuillez réessayer.`))
    }
    request.onerror = () => fail(i18n._(msg`Une erreur est survenue. Veuillez réessayer.`))
    request.send(formData)
  }

  return { formId: form.id, onSubmit: form.onSubmit, errors, sending, progress }
}
