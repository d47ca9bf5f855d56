import { defineWidget } from '../widget.ts'

/** The company's mobile dropdown menu: a <details>, so it opens without JavaScript. */
export const dismissibleMenuWidget = defineWidget()('dismissible-menu', { tag: 'details' })
