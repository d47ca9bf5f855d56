import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const page = style({ maxWidth: '46rem', paddingBlock: vars.space.xl, overflowWrap: 'anywhere' })
export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const contact = style({ display: 'grid', gap: vars.space.sm, margin: 0 })
globalStyle(`${contact} dt`, { fontWeight: 700 })
globalStyle(`${contact} dd`, { margin: 0 })
