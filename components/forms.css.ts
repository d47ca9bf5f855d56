import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

/** A labelled control with its messages under it (components/forms.tsx). */
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600 })
const controlStyle = {
  minHeight: '48px',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
}
export const control = style(controlStyle)
globalStyle(`${field} [aria-invalid="true"]`, { borderColor: vars.color.danger, borderWidth: '2px' })
export const errorList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})
