import { defineWidget } from '../widget.ts'

/** A plain form sent once: its button says `sending` while the next page comes. */
export const busyFormWidget = defineWidget<{ sending: string }>()('busy-form', { tag: 'form' })
