import { defineWidget } from '../widget.ts'

/** The job's header: rendered full (`compact` false), its `summary` hidden from screen readers until shown. */
export const compactHeaderWidget = defineWidget()('compact-header', {
  tag: 'header',
  targets: ['summary'],
  states: { compact: ['true', 'false'] },
})

/** The job's title in the page, whose scrolling out under the header makes it compact. */
export const compactHeaderTitleWidget = defineWidget()('compact-header-title')
