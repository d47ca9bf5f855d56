import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const current = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 })

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs, justifyItems: 'start' })

/** A preview at the size of a thumbnail, whatever the image's own. */
export const thumbnail = style({
  width: '10rem',
  height: '6rem',
  objectFit: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
})

export const kinds = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 0, padding: 0 })
