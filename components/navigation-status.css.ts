import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

/** Under the top bar while a page loads; nothing (no height, no colour) while it is empty. */
export const status = style({
  position: 'fixed',
  top: vars.layout.topBarHeight,
  insetInline: 0,
  zIndex: 35,
  margin: 0,
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
  selectors: { '&:empty': { padding: 0, background: 'none' } },
})
