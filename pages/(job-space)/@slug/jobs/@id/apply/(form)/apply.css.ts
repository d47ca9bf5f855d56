import { globalStyle, style } from '@vanilla-extract/css'
import { narrowForm } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'

export const page = style({ maxWidth: '44rem', paddingBlock: vars.space.lg })
export const back = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px' })
export const title = style({ margin: `${vars.space.sm} 0 ${vars.space.lg}` })
export const formError = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#fdecea',
  color: vars.color.danger,
  fontWeight: 600,
})
// One column that never grows past the page: long words and the file input shrink instead.
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [narrowForm]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
/** The CV drop zone and its messages (the other fields are components/forms.tsx). */
export const cvField = style({ display: 'grid', gap: vars.space.xs })

export const drop = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.textMuted}`,
  '@media': { [narrowForm]: { padding: vars.space.md } },
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  cursor: 'pointer',
})
export const dropTitle = style({ fontWeight: 700 })
export const dropHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const file = style({ width: '100%', maxWidth: '24rem', minWidth: 0 })
// The zone says the file is refused, as a field in error does.
globalStyle(`${drop}:has([aria-invalid="true"])`, { borderColor: vars.color.danger })

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })
globalStyle(`${checkbox} input`, { width: '24px', height: '24px', marginTop: '2px', flexShrink: 0 })
// A box left unticked is marked as the other fields in error are (their border is red).
globalStyle(`${checkbox} input[aria-invalid="true"]:not(:focus-visible)`, {
  outline: `2px solid ${vars.color.danger}`,
  outlineOffset: '2px',
})
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})
export const submit = style({ justifySelf: 'start', minWidth: '10rem' })
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const progress = style({ width: '100%', height: '8px' })
/** The note under a field filled from the CV: said in words, not only by a colour. */
export const fromCv = style({
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
