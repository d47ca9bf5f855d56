import type { DEMO_KINDS } from '#domain/page-query.ts'
import { defineWidget } from '../widget.ts'

export type DemoKind = (typeof DEMO_KINDS)[number]

/** What a demo dialog says, in the page's language; the steps are the flowers' only. */
export type DemoTexts = { error: string; done: string; step1?: string; step2?: string }

/**
 * A demo dialog (`?demo=<kind>` opens it): its kind and texts; `step` is the flowers' step
 * line, `back` their 'Retour', `error` each form's message.
 */
export const demoDialogWidget = defineWidget<{ kind: DemoKind; texts: DemoTexts }>()('demo-dialog', {
  tag: 'dialog',
  targets: ['step', 'back', 'error'],
})
