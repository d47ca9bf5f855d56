import { defineWidget } from '../widget.ts'

/** The company's sticky secondary nav: rendered hidden, `visible` once the hero's menu is passed. */
export const stickyNavWidget = defineWidget()('sticky-nav', { tag: 'nav', states: { visible: ['true', 'false'] } })

/** The hero's section menu, whose leaving the viewport through the top shows the sticky nav. */
export const stickyNavAnchorWidget = defineWidget()('sticky-nav-anchor')
