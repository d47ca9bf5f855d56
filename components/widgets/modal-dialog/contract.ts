import { defineWidget } from '../widget.ts'

/**
 * The site's one modal dialog: a closed <dialog> whose content is a <template>; its
 * heading's and description's ids are values, pointed at once the content is cloned, and
 * its 'Fermer' buttons are `close` targets. Other widgets open it (modal-dialog.client.ts).
 */
export const modalDialogWidget = defineWidget<{ labelledby?: string; describedby?: string }>()('modal-dialog', {
  tag: 'dialog',
  targets: ['close'],
})
