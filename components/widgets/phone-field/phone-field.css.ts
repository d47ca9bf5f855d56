import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

/** The phone field (phone-field.tsx): the country's flag with its list, then the number. */
export const phone = style({ display: 'flex', alignItems: 'center' })
export const input = style({ flex: 1 })
export const country = style({
  position: 'relative',
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  marginRight: '0.35em',
})
// The list is invisible over the flag: the flag shows the list's focus, as visibly as
// every other control's (styles/global.css.ts).
globalStyle(`${country}:has(select:focus-visible)`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
export const select = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: 1,
  border: 0,
  opacity: 0,
  cursor: 'pointer',
})
export const flag = style({
  width: '1.5em',
  height: '1em',
  background: 'rgba(0, 0, 0, 0.1)',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.5), inset 0 0 0 1px rgba(0, 0, 0, 0.5)',
})
export const flagImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  // 'International' has no flag (phone-field.client.ts hides it).
  selectors: { '&[hidden]': { display: 'none' } },
})
export const arrow = style({
  display: 'block',
  width: '0.3em',
  height: '0.3em',
  marginLeft: '0.35em',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderWidth: '0 1px 1px 0',
  transform: 'rotate(45deg)',
  opacity: 0.45,
})
