import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../../../../../styles/theme.css.ts'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  height: vars.layout.topBarHeight,
  background: 'rgb(255 255 255 / 96%)',
  borderBottom: `1px solid ${vars.color.border}`,
})
export const headerInner = style({
  maxWidth: vars.layout.maxWidth,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
})
export const headerActions = style({ display: 'flex', gap: vars.space.sm })
export const headerButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
})

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
export const form = style({ display: 'grid', gap: vars.space.md })
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 559.98px)': { gridTemplateColumns: '1fr' } },
})
export const field = style({ display: 'grid', gap: vars.space.xs })
globalStyle(`${field} > label`, { fontWeight: 600 })
globalStyle(`${field} input:not([type="file"]), ${field} textarea`, {
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
})
globalStyle(`${field} [aria-invalid="true"]`, { borderColor: vars.color.danger, borderWidth: '2px' })
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm })

export const drop = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  cursor: 'pointer',
})
export const dropTitle = style({ fontWeight: 700 })
export const dropHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const file = style({ maxWidth: '100%' })

export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })
globalStyle(`${checkbox} input`, { width: '24px', height: '24px', marginTop: '2px', flexShrink: 0 })
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
