import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css.ts'

export const status = style({
  display: 'none',
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
})
export const job = style({ display: 'none' })
export const company = style({ display: 'none' })
globalStyle(`html[data-navigating] ${status}`, { display: 'block' })
globalStyle(`html[data-navigating="job"] ${job}`, { display: 'inline' })
globalStyle(`html[data-navigating="company"] ${company}`, { display: 'inline' })
