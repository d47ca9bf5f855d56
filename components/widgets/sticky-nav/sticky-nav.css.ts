import { style } from '@vanilla-extract/css'
import { phone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'
import { stickyNavWidget } from './contract.ts'

/** Fixed under the top bar, hidden above it until sticky-nav.client.ts shows it. */
export const stickyNav = style({
  position: 'fixed',
  top: vars.layout.topBarHeight,
  insetInline: 0,
  zIndex: 20,
  background: vars.color.accent,
  color: '#ffffff',
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms ease, visibility 150ms',
  selectors: {
    [`&${stickyNavWidget.when('visible', 'false')}`]: { transform: 'translateY(-120%)', visibility: 'hidden' },
  },
  '@media': { [phone]: { display: 'none' } },
})
