import { globalStyle, style } from '@vanilla-extract/css'
import { desktop, phone, tablet } from '#styles/breakpoints.ts'
import { wrappingRow } from '#styles/list-layouts.ts'
import { pillControl, quietOutline } from '#styles/pill-control.ts'
import { vars } from '#styles/theme.css.ts'

export const muted = style({ color: vars.color.textMuted })

export const page = style({ paddingTop: vars.space.md, paddingBottom: vars.space.xxl })

export const breadcrumb = style({ fontSize: vars.fontSize.sm, margin: `${vars.space.sm} 0 ${vars.space.lg}` })
globalStyle(`${breadcrumb} ol`, wrappingRow(vars.space.xs))
globalStyle(`${breadcrumb} li + li::before`, {
  content: '"›"',
  marginInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
})

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontWeight: 600,
})

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: '1fr' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const title = style({ margin: 0, fontSize: 'clamp(1.75rem, 4vw, 2.5rem)' })

export const chips = style(wrappingRow(vars.space.sm))
export const chip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

export const section = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md })
globalStyle(`${section} > summary`, { cursor: 'pointer', listStylePosition: 'inside' })
globalStyle(`${section} > summary h2`, { display: 'inline', fontSize: vars.fontSize.lg })
export const prose = style({ maxWidth: '70ch' })

export const ready = style({ background: vars.color.accentSoft, borderColor: vars.color.accentSoft })
export const readyActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const recruiter = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })
export const recruiterAvatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
})

export const sidebar = style({ display: 'grid', gap: vars.space.lg })
export const companyLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const companyFacts = style({ display: 'grid', gap: vars.space.sm, margin: `0 0 ${vars.space.md}` })
globalStyle(`${companyFacts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted })
globalStyle(`${companyFacts} dd`, { margin: 0 })

export const mobileBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1.3fr',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.topBarHeight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'none' } },
})

// On a phone the fixed bar covers the bottom of the screen: what closes the page (the
// accessibility statement's line, after this page's content) stays above it when scrolled
// to the end.
globalStyle(`main:has(${mobileBar}) > :last-child`, {
  '@media': { [phone]: { paddingBottom: `calc(${vars.layout.topBarHeight} + ${vars.space.md})` } },
})
export const mobileBarButton = style({
  ...pillControl,
  ...quietOutline,
  // The bar's own weight, not the pill's 600: bold labels no longer fit a 320 px bar.
  fontWeight: 'inherit',
})
export const mobileBarApply = style({ paddingInline: vars.space.sm })

// The page has no footer: the language switch closes the content instead.
export const languages = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.xl })
