import { style } from '@vanilla-extract/css'
import { phone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

/** The job list's filters (live-filter-form.tsx). */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
})
export const field = style({ display: 'block' })
export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.background,
  color: vars.color.text,
})
