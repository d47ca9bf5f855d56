import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const panel = style({
  maxWidth: '36rem',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.lg,
  textAlign: 'center',
})
export const code = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.accent, margin: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md })
