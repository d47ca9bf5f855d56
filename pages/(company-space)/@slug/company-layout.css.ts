import { globalStyle, style } from '@vanilla-extract/css'
import { visuallyHiddenRules } from '#components/ui.css.ts'
import { desktop, phone, smallPhone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

export { topBarButton, topBarPrimary } from '#components/top-bar.css.ts'

// The company space (its top bar is sticky: the page starts under it at any height).
export const space = style({})
// The mobile tab bar is fixed at the bottom: keep the footer clear of it.
globalStyle(`body:has(${space})`, { '@media': { [phone]: { paddingBottom: vars.layout.topBarHeight } } })

export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // On small phones the name is not shown but still names the link.
  '@media': { [smallPhone]: visuallyHiddenRules },
})

export const dropdown = style({
  position: 'relative',
  '@media': { [desktop]: { display: 'none' } },
})

export const dropdownToggle = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})

export const dropdownPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: '14rem',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.sm,
})

export const dropdownList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const dropdownLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.accentSoft, fontWeight: 700 } },
})

export const count = style({
  display: 'inline-block',
  minWidth: '1.5em',
  marginInlineStart: vars.space.xs,
  padding: '0 0.4em',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textAlign: 'center',
})

export const tabBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  minHeight: vars.layout.topBarHeight,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'none' } },
})

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  minHeight: vars.layout.topBarHeight,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const tabLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  paddingInline: vars.space.xs,
  textAlign: 'center',
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent, boxShadow: `inset 0 3px 0 ${vars.color.accent}` },
  },
})
