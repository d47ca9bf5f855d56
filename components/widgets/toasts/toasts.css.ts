import { keyframes, style } from '@vanilla-extract/css'
import { phone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'
import { toastWidget } from './contract.ts'

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
})

export const region = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 1000,
  width: 'min(24rem, calc(100vw - 2rem))',
  // The empty region must not swallow clicks on the page beneath it.
  pointerEvents: 'none',
  '@media': {
    // Full width, above the bottom tab bar of company pages (64px + 16px).
    [phone]: {
      left: 0,
      right: 0,
      width: 'auto',
      bottom: `calc(${vars.layout.topBarHeight} + ${vars.space.md})`,
      padding: `0 ${vars.space.md}`,
    },
  },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  pointerEvents: 'auto',
  animation: `${enter} 160ms ease-out`,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  selectors: {
    // White on the danger red is about 6.5:1 (WCAG AA).
    [`&${toastWidget.when('variant', 'destructive')}`]: {
      background: vars.color.danger,
      color: '#ffffff',
      borderColor: vars.color.danger,
    },
  },
})

export const content = style({
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  overflowWrap: 'anywhere',
})

export const title = style({ display: 'block', fontWeight: 600 })

export const description = style({ display: 'block', fontSize: vars.fontSize.sm })

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
})
