import { style } from '@vanilla-extract/css'
import { phone } from '#styles/breakpoints.ts'
import { wrappingRow } from '#styles/list-layouts.ts'
import { pillControl } from '#styles/pill-control.ts'
import { vars } from '#styles/theme.css.ts'

export const page = style({ paddingBlock: vars.space.xl })

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.md}` })
export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
})

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'stretch' } },
})
export const rowMain = style({ minWidth: 0 })
export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const rowLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
})
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
export const chip = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
})
export const apply = style({
  ...pillControl,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
})
export const pages = style(wrappingRow(vars.space.xs))
const pageBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
} as const
export const pageLink = style({
  ...pageBox,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accent,
  fontWeight: 700,
  textDecoration: 'none',
})
export const currentPage = style({
  ...pageBox,
  background: vars.color.accent,
  color: vars.color.background,
  fontWeight: 700,
})
export const gap = style({ ...pageBox, minWidth: 'auto', color: vars.color.textMuted })
