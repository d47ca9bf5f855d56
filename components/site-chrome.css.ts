import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })
export const main = style({ flex: 1 })

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.lg} 0`,
})

export const accessibilityMention = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.lg} 0`,
})

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'center',
})

export const languageSwitch = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const languageLink = style({
  display: 'inline-block',
  minWidth: '44px',
  minHeight: '44px',
  lineHeight: '44px',
  textAlign: 'center',
  selectors: { '&[aria-current="true"]': { fontWeight: 700, color: vars.color.text, textDecoration: 'none' } },
})
