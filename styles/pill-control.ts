import { vars } from './theme.css.ts'

/**
 * What every pill-shaped control (a button, or a link styled as one) shares, as rules for
 * `style()`: its label centred on one line, a 44 px touch target, and the site's font, which
 * a <button> otherwise replaces with the browser's 13.33 px form font.
 */
export const pillControl = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
} as const

/** The quiet look of the top bars' controls, desktop and mobile: a thin border on the page's background. */
export const quietOutline = {
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
} as const
