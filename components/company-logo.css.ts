import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const logo = style({
  display: 'inline-block',
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
})

export const fallback = style({
  display: 'inline-grid',
  placeItems: 'center',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.accentText,
  background: vars.color.accent,
})
