import { style } from '@vanilla-extract/css'
import { buttonSecondary, visuallyHiddenRules } from '#components/ui.css.ts'
import { smallPhone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

/** The share button's look when the caller gives no className. */
export const shareButton = buttonSecondary

export const icon = style({ flexShrink: 0 })

/** A compact button's words: for screen readers only on phones (414 px ones included), where the icon shows. */
export const compactLabel = style({ '@media': { [smallPhone]: visuallyHiddenRules } })

export { dialog } from '../modal-dialog/modal-dialog.css.ts'

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
})

export const label = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontWeight: 600,
})

export { textInput as input } from '#components/ui.css.ts'

export const error = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  // Kept rendered (not display: none) so screen readers see the live region before it fills.
  selectors: { '&:empty': { margin: 0 } },
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
})
