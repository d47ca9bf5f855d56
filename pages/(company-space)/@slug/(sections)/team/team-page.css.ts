import { globalStyle, style } from '@vanilla-extract/css'
import { cardGrid, wrappingRow } from '#styles/list-layouts.ts'
import { vars } from '#styles/theme.css.ts'

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xl })
export const muted = style({ color: vars.color.textMuted })

export const members = style(cardGrid('14rem'))
export const member = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm })
export const avatar = style({
  width: '72px',
  height: '72px',
  borderRadius: '50%',
  background: `radial-gradient(circle at 50% 38%, ${vars.color.border} 0 22%, transparent 23%),
    radial-gradient(circle at 50% 100%, ${vars.color.border} 0 45%, ${vars.color.surface} 46%)`,
})
export const memberRole = style({ fontWeight: 700 })

export const facts = style(cardGrid('12rem'))
export const fact = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 700 })

export const offices = style(cardGrid('14rem'))
export const office = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const tags = style(wrappingRow(vars.space.sm))
export const tag = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})

export const gallery = style(cardGrid('16rem', 'auto-fill'))
export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})

export const join = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  textAlign: 'center',
})
