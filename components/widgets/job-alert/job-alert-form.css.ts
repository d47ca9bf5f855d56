import { style } from '@vanilla-extract/css'
import { phone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

// The job alert form (job-alert-form.tsx).
export const alert = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const alertTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const alertCriteria = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, overflowWrap: 'anywhere' })
export const alertForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
})
export const alertNote = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
export const alertNotice = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 700 })
