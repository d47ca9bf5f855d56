import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css.ts'

/** Shown during client-side navigation only (html[data-navigating], +onPageTransitionStart). */
export const status = style({
  display: 'none',
  position: 'fixed',
  top: vars.layout.topBarHeight,
  insetInline: 0,
  zIndex: 25,
  margin: 0,
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
})
globalStyle(`html[data-navigating] ${status}`, { display: 'block' })
