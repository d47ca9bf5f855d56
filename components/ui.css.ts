import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css.ts'

export const container = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
})

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  // A <button> otherwise takes the browser's 13.33 px form font, unlike a link styled alike.
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
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
