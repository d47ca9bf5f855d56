import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const page = style({ maxWidth: '40rem', paddingBlock: vars.space.xxl })
export const criteria = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 700,
  overflowWrap: 'anywhere',
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg })
export const failure = style({ color: vars.color.danger, fontWeight: 700 })
