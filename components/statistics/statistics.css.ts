import { globalStyle, style } from '@vanilla-extract/css'
import { cardGrid } from '#styles/list-layouts.ts'
import { vars } from '#styles/theme.css.ts'

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl })
export const lead = style({ color: vars.color.textMuted, margin: 0 })

export const periods = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
})
export const periodLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
})

export const totals = style(cardGrid('9rem'))
export const total = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
globalStyle(`${total} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${total} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 })

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
globalStyle(`${section} h2`, { margin: 0, fontSize: vars.fontSize.lg })

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
})
export const chart = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const chartTitle = style({ fontWeight: 600 })
export const chartSvg = style({ display: 'block', width: '100%', height: '8rem', color: vars.color.accent })
export const chartAxis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

/** A table wider than a phone scrolls inside its own box, never the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' })
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm })
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
})
// Headings wrap (a phone fits every table but the per-job one, whose links make its own
// scrolling box reachable by keyboard); numbers never do.
globalStyle(`${table} thead th, ${table} th:first-child, ${table} td:first-child`, { whiteSpace: 'normal' })
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' })
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.sm })
export const sortLink = style({ color: vars.color.text })

export const details = style({ fontSize: vars.fontSize.sm })
globalStyle(`${details} summary`, { cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center' })

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
