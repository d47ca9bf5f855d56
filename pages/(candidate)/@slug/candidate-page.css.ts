import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const page = style({ maxWidth: '40rem', paddingBlock: vars.space.xl })
export const lead = style({ fontSize: vars.fontSize.lg })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
})

// The status page's timeline (ADR 046): a list of dated steps, the latest last.
export const timeline = style({
  listStyle: 'none',
  paddingInlineStart: 0,
  marginBlock: vars.space.lg,
  borderInlineStart: `2px solid ${vars.color.border}`,
})
export const step = style({ position: 'relative', paddingInlineStart: vars.space.lg, paddingBlockEnd: vars.space.md })
export const stepDate = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const stepMessage = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  marginBlockStart: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
})
export const current = style({ fontWeight: 700 })
