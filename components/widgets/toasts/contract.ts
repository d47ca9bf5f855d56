import { defineWidget } from '../widget.ts'

/** The notifications region on every page: its list is the one polite live region of the toasts. */
export const toastsWidget = defineWidget()('toasts', { tag: 'section', targets: ['list', 'model'] })

/** One toast, cloned from the region's template; errors are `destructive` (and alerts). */
export const toastWidget = defineWidget()('toast', {
  targets: ['content', 'title', 'description', 'close'],
  states: { variant: ['default', 'destructive'] },
})
