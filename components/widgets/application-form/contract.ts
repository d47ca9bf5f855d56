import type { ApplicationErrorCode, ApplicationFormErrorCode } from '#domain/application.ts'
import type { CvContact } from '#domain/cv-autofill/cv-contact.ts'
import { defineWidget } from '../widget.ts'

/** The fields a CV can fill, in the form's order. */
export const CV_FILLED_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const
export type CvFilledField = (typeof CV_FILLED_FIELDS)[number]

/** The texts the form's script shows, translated by the server. */
export type ApplicationFormTexts = {
  fieldErrors: Record<ApplicationErrorCode, string>
  formErrors: Record<ApplicationFormErrorCode, string>
  error: string
  failed: string
  sending: string
  cvReady: string
  /** The toast that announces the fields filled from the CV: its title, the fields' names, then what to do. */
  cvFilled: { title: string; check: string; fields: Record<CvFilledField, string> }
}

/**
 * The application form: its texts and the message class; `cv-hint` is the CV zone's hint,
 * `cv-note` the <template> of the note put under a field filled from the CV; `proof` the
 * hidden field of the proof of work (proof-of-work.client.ts); `cv-read`
 * says whether a chosen CV is being read or was (tests wait for it: a scan fills nothing).
 */
export const applicationFormWidget = defineWidget<{ texts: ApplicationFormTexts; classes: { error: string } }>()(
  'application-form',
  { tag: 'form', targets: ['cv-hint', 'cv-note', 'proof'], states: { 'cv-read': ['reading', 'done'] } },
)

/** What the page sends the CV reader (cv-reader.worker.ts): the chosen file and the phone field's country. */
export type CvReadRequest = { file: File; country: string }
/** What it answers: the contact found, empty when none (a scanned CV) or the PDF could not be read. */
/** The reader's messages: it has the file and starts reading, then what it found. */
export type CvReadAnswer = { reading: true } | { contact: CvContact }
