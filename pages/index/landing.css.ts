import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const hero = style({
  padding: `${vars.space.xxl} 0`,
  background: `radial-gradient(circle at 85% 15%, ${vars.color.accentSoft}, transparent 45%),
    linear-gradient(160deg, ${vars.color.accentSoft}, ${vars.color.background} 70%)`,
})
export const title = style({
  fontSize: 'clamp(2rem, 5vw, 3.5rem)',
  letterSpacing: '-0.02em',
  margin: `0 0 ${vars.space.md}`,
  maxWidth: '18ch',
})
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '42rem' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg })

export const section = style({ padding: `${vars.space.xxl} 0` })
export const alt = style({ background: vars.color.surface })
export const sectionTitle = style({ fontSize: 'clamp(1.5rem, 3vw, 2.25rem)', margin: `0 0 ${vars.space.lg}` })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const feature = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})
export const featureTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` })

export const steps = style([grid, { counterReset: 'step' }])
export const step = style([feature, {}])
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  marginBottom: vars.space.sm,
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 800,
})

export const plans = style([grid, { alignItems: 'stretch' }])
export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  selectors: { '&[data-featured="true"]': { border: `2px solid ${vars.color.accent}`, boxShadow: vars.shadow.card } },
})
export const planName = style({ margin: 0, fontSize: vars.fontSize.lg })
export const planPrice = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: `${vars.space.sm} 0` })
export const planFeatures = style({ margin: 0, paddingInlineStart: '1.2em', color: vars.color.textMuted })

export const contact = style({ textAlign: 'left' })

export const siteHeader = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.background })
// The name and the section links share a line where they fit; on a phone the links go under it.
export const siteHeaderInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: 0,
  minHeight: vars.layout.topBarHeight,
  paddingBlock: vars.space.xs,
})
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
})
export const siteNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
globalStyle(`${siteNav} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: 600 })
