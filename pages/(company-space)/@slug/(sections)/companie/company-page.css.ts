import { globalStyle, style } from '@vanilla-extract/css'
import { cardGrid } from '#styles/list-layouts.ts'
import { vars } from '#styles/theme.css.ts'

const women = '#8e3b8a'
const men = '#1f5f99'

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl })
export const section = style({ maxWidth: '60rem' })
export const prose = style({ fontSize: '1.0625rem', maxWidth: '70ch' })
export const muted = style({ color: vars.color.textMuted })

export const figures = style(cardGrid('10.5rem', 'auto-fill'))

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const figureValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  color: vars.color.accent,
  whiteSpace: 'nowrap',
})
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const split = style({ margin: `${vars.space.lg} 0 0`, maxWidth: '36rem' })
export const splitCaption = style({ fontWeight: 700, marginBottom: vars.space.sm })
export const splitBar = style({
  display: 'flex',
  height: '20px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.border,
})
export const splitWomen = style({ background: women })
export const splitMen = style({ background: men })
export const splitLegend = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
})
const swatch = style({ display: 'inline-block', width: '12px', height: '12px', borderRadius: '3px' })
export const swatchWomen = style([swatch, { background: women }])
export const swatchMen = style([swatch, { background: men }])

export const contact = style(cardGrid('14rem'))
globalStyle(`${contact} dt`, { fontWeight: 700 })
globalStyle(`${contact} dd`, { margin: 0 })
