import type { ApplicationErrorCode, ApplicationFormErrorCode } from '#domain/application.ts'
import { defineWidget } from '../widget.ts'

/** The texts the form's script shows, translated by the server. */
export type ApplicationFormTexts = {
  fieldErrors: Record<ApplicationErrorCode, string>
  formErrors: Record<ApplicationFormErrorCode, string>
  error: string
  failed: string
  sending: string
  cvReady: string
}

/** The application form: its texts and the message class; `cv-hint` is the CV zone's hint. */
export const applicationFormWidget = defineWidget<{ texts: ApplicationFormTexts; classes: { error: string } }>()(
  'application-form',
  { tag: 'form', targets: ['cv-hint'] },
)
