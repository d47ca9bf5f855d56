import { globalStyle, style } from '@vanilla-extract/css'
import { desktop } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

export const doorForms = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
})

export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const status = style({ margin: `${vars.space.md} 0` })

export const formError = style({ color: vars.color.danger, fontWeight: 600 })

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  // The value's column may shrink below its longest word (an e-mail address on a phone),
  // which then breaks rather than running off the screen.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
})
globalStyle(`${facts} > dd`, { overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
})

export const table = style({ width: '100%', borderCollapse: 'collapse', margin: `${vars.space.md} 0` })
/**
 * A table with more columns than a phone's width holds scrolls inside its own region (focusable,
 * so that the keyboard scrolls it too), never the page.
 */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' })

// In its scrolling region a cell wraps between words, never inside one ('Propriétaire' is not
// 'Propri-étair-e'): columns keep their longest word, and the region scrolls when they add up
// to more than the screen.
globalStyle(`${tableScroll} th, ${tableScroll} td`, { overflowWrap: 'normal' })

export const caption = style({ textAlign: 'start', fontWeight: 600, padding: `${vars.space.sm} 0` })

export const list = style({ display: 'grid', gap: vars.space.sm, padding: 0, listStyle: 'none' })

export const swatch = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  border: `1px solid ${vars.color.text}`,
  verticalAlign: 'middle',
  marginInline: vars.space.xs,
})
