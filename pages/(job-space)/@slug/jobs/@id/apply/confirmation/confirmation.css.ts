import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const page = style({ maxWidth: '40rem', paddingBlock: vars.space.xxl, textAlign: 'center' })
export const check = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  margin: 0,
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
})
export const lead = style({ fontSize: vars.fontSize.lg })
/** The spec's video area: the company's video. */
export const media = style({ margin: `${vars.space.lg} 0` })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md })
/** What happens next and the withdrawal link: read as text, not centred like the thanks. */
export const section = style({ marginTop: vars.space.xl, textAlign: 'start' })
