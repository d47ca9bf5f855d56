import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const banner = style({
  background: vars.color.text,
  color: vars.color.background,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'center',
})

globalStyle(`${banner} a`, { color: vars.color.background, fontWeight: 700 })
