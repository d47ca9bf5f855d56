import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} 0 ${vars.space.xl}`,
})
export const logo = style({ borderRadius: vars.radius.md, boxShadow: vars.shadow.card })
export const name = style({ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', margin: 0 })
export const baseline = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 })
export const phone = style({ whiteSpace: 'nowrap' })
export const assistant = style({ maxWidth: '32rem', margin: `0 auto ${vars.space.xl}` })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.xxl,
})
