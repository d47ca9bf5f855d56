import { style } from '@vanilla-extract/css'
import { phone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  background: `linear-gradient(135deg, ${vars.color.accent}, #0d3b2e)`,
  color: '#ffffff',
})

export const cover = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Keeps white text readable over any cover image.
  filter: 'brightness(0.55)',
})

export const heroInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '180px',
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md } },
})

export const heroLogo = style({ boxShadow: '0 2px 12px rgb(0 0 0 / 30%)', borderRadius: vars.radius.md })

export const identity = style({ minWidth: 0 })

export const name = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  fontWeight: 800,
  lineHeight: 1.15,
})

export const facts = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.md, opacity: 0.95 })

export const website = style({ color: '#ffffff', fontWeight: 600 })

export const heroMenu = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [phone]: { display: 'none' } },
})

export const menuList = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.background, color: vars.color.accent },
  },
})

export const stickyList = style([
  menuList,
  { maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `${vars.space.xs} ${vars.space.md} 0` },
])
