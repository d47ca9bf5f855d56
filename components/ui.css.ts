import { style } from '@vanilla-extract/css'
import { pillControl } from '#styles/pill-control.ts'
import { vars } from '#styles/theme.css.ts'

export const container = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
})

export const button = style({
  ...pillControl,
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentText,
})

export const buttonSecondary = style([button, { background: vars.color.background, color: vars.color.accent }])

/** A one-line text field of the site's dialogs (share, demos): 44 px touch target. */
export const textInput = style({
  display: 'block',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
})

export const card = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
})

/** Off screen but read by screen readers; also spread into media queries (text hidden on small phones). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
export const visuallyHidden = style(visuallyHiddenRules)

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 100,
  background: vars.color.background,
  padding: vars.space.sm,
  selectors: { '&:focus': { top: vars.space.md } },
})
