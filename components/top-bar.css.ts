import { style } from '@vanilla-extract/css'
import { narrowPhone, smallPhone } from '#styles/breakpoints.ts'
import { pillControl, quietOutline } from '#styles/pill-control.ts'
import { vars } from '#styles/theme.css.ts'
import { button, buttonSecondary } from './ui.css.ts'

/** Phones, 414 px ones included: the bar's Partager is an icon there (components/share.css.ts). */
/** 320 px phones: the bar's gaps narrow so that the company name's words fit whole. */
const narrowGap = { '@media': { [narrowPhone]: { gap: vars.space.xs } } } as const

/**
 * The bar at the top of company, job and application pages: 64 px by default (spec
 * section 9), taller when its text is (zoomed or enlarged text), never cutting a control.
 * Sticky rather than fixed, so the page below starts under it at whatever height it has.
 */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  minHeight: vars.layout.topBarHeight,
  display: 'flex',
  background: 'rgb(255 255 255 / 96%)',
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(1.4) blur(8px)',
})

export const topBarInner = style({
  flex: 1,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // On a narrow phone the actions keep their size and the brand's name gives way; when even
  // the logo has no room beside them (text enlarged), they go to a line of their own.
  flexWrap: 'wrap',
  minWidth: 0,
  ...narrowGap,
})

/** The logo's size in the bar (components/brand-bar.tsx), which it keeps at any text size. */
export const BAR_LOGO_SIZE = 36

/**
 * Logo and company name, linking to the company home. It takes the room the actions leave,
 * up to its own width (a flex basis of 0, so the bar's lines are laid out as if it were
 * its logo alone), and never less than the logo: with text at 200 % at 640 px, the
 * squeezed link drew its logo 16 px wide in Chromium and 2 px in Firefox.
 */
export const topBarBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 0',
  maxWidth: 'max-content',
  minWidth: `${BAR_LOGO_SIZE}px`,
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  lineHeight: 1.2,
  ...narrowGap,
})

/** The company name beside the logo: two lines at most on a phone, then an ellipsis. */
export const topBarName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'break-word',
  minWidth: 0,
})

/** The actions at the bar's end (Partager, Postuler, Voir l'offre): never squeezed. */
export const topBarActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  // At the bar's end, on the brand's line or on their own.
  marginInlineStart: 'auto',
  ...narrowGap,
})

/** The bar's buttons: one line, the site's font, 44 px touch target. */
export const topBarButton = style({
  ...pillControl,
  ...quietOutline,
  gap: vars.space.xs,
  minWidth: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  whiteSpace: 'nowrap',
  '@media': { [smallPhone]: { paddingInline: vars.space.sm } },
})

/** The site's buttons, on one line and narrower, for the bar's main action (Postuler, Voir l'offre). */
const inBar = {
  whiteSpace: 'nowrap',
  paddingInline: vars.space.md,
  '@media': { [smallPhone]: { paddingInline: vars.space.sm } },
} as const
export const topBarPrimary = style([button, inBar])
export const topBarSecondary = style([buttonSecondary, inBar])
