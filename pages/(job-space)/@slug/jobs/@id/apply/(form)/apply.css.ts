import { globalStyle, style } from '@vanilla-extract/css'
import { topBar, topBarBrand, topBarButton, topBarInner } from '../../../../../../../components/top-bar.css.ts'
import { vars } from '../../../../../../../styles/theme.css.ts'

// The top bar scrolls with the form's page top: sticky, not fixed.
export const header = style([topBar, { position: 'sticky' }])
export const headerInner = style([topBarInner])
export const brand = style([topBarBrand])
export const headerButton = style([topBarButton])

export const headerActions = style({ display: 'flex', gap: vars.space.sm })

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
/** The CV drop zone and its messages (the other fields are components/forms.tsx). */
export const cvField = style({ display: 'grid', gap: vars.space.xs })

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
