import type { EmailRefusalTexts } from '../field-error/contract.ts'
import { defineWidget } from '../widget.ts'

export type SaveJobTexts = EmailRefusalTexts &
  Record<'sending' | 'sent' | 'sentDetail' | 'error' | 'tooMany' | 'failed', string>

/** 'Sauvegarder l'offre': the dialog carries the job's title, its company, its texts and the message class. */
export const saveJobWidget = defineWidget<{
  jobTitle: string
  companyName: string
  texts: SaveJobTexts
  classes: { error: string }
}>()('save-job', { tag: 'dialog' })

/** A 'Sauvegarder' link (to `?save=1` without JavaScript), which opens the dialog instead. */
export const saveJobLinkWidget = defineWidget()('save-job-link', { tag: 'a' })
