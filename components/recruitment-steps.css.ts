import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const steps = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const step = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', textAlign: 'start' })
export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
})
export const stepDescription = style({ display: 'block', color: vars.color.textMuted })
