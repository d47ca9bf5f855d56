import { style } from '@vanilla-extract/css'
import { textInput } from '#components/ui.css.ts'
import { vars } from '#styles/theme.css.ts'

/** The demo dialogs hold forms of several fields: the wider variant of the one dialog style. */
export { wideDialog as dialog } from '../modal-dialog/modal-dialog.css.ts'

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
})

export const step = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
})

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const label = style({
  fontWeight: 600,
})

export { textInput as input } from '#components/ui.css.ts'

export const textarea = style([textInput, { resize: 'vertical' }])

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 600,
})

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

// The whole label is the target, at least 44 px high for touch.
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
    },
  },
})

export const radio = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.accent,
})

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  // Kept rendered (not display: none) so screen readers see the live region before it fills;
  // the negative margin cancels the form's gap while it is empty.
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.md})` } },
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
})
