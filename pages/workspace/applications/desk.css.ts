import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const table = style({ borderCollapse: 'collapse', width: '100%' })

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' })

export const stack = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', margin: `${vars.space.md} 0` })

export const letter = style({ whiteSpace: 'pre-wrap' })

export const error = style({ color: vars.color.danger, fontWeight: 600 })
