import { defineWidget } from '../widget.ts'

/** What the share button says, in the page's language. */
export type ShareTexts = Record<'shareFailed' | 'shareFailedDetail' | 'copied' | 'error' | 'copyFailed', string>

/**
 * 'Partager': the button carries the page's title, its texts and the ids of its copy
 * dialog and of its live region; `label` is its words, `copy`, `error` and `live` the
 * dialog's button, message and live region.
 */
export const shareWidget = defineWidget<{ title: string; texts: ShareTexts; dialog: string; live: string }>()('share', {
  tag: 'button',
  targets: ['label', 'copy', 'error', 'live'],
})
