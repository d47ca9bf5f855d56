import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css.ts'

/** The 64 px bar at the top of company, job and application pages (spec section 9). */
export const topBar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 30,
  height: vars.layout.topBarHeight,
  background: 'rgb(255 255 255 / 96%)',
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(1.4) blur(8px)',
})

export const topBarInner = style({
  maxWidth: vars.layout.maxWidth,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

/** Logo and company name, linking to the company home. */
export const topBarBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
})

/** The bar's secondary buttons (Partager). */
export const topBarButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
})
