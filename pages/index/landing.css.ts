import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const hero = style({
  padding: `${vars.space.xxl} 0`,
  background: `linear-gradient(160deg, ${vars.color.accentSoft}, ${vars.color.background})`,
})
export const title = style({ fontSize: 'clamp(2rem, 5vw, 3.25rem)', margin: `0 0 ${vars.space.md}`, maxWidth: '18ch' })
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '42rem' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg })
