import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const logo = style({
  display: 'inline-block',
  flexShrink: 0,
  // Its own size, never a share of a squeezed parent: the site's `img { max-width: 100% }`
  // lets a browser count a percentage-capped image as 0 px wide when it sizes a flex item
  // (Firefox drew the top bar's logo 2 px wide with text at 200 %).
  maxWidth: 'none',
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
