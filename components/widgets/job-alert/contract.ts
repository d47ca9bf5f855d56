import type { EmailRefusalTexts } from '../field-error/contract.ts'
import { defineWidget } from '../widget.ts'

export type JobAlertTexts = EmailRefusalTexts &
  Record<'sending' | 'sentTitle' | 'sent' | 'error' | 'criteria' | 'failed' | 'unavailable', string>

/** The job list's alert form: its texts and the message class; `notice` is the section's status line. */
export const jobAlertWidget = defineWidget<{ texts: JobAlertTexts; classes: { error: string } }>()('job-alert', {
  tag: 'form',
  targets: ['notice'],
})
