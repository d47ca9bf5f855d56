import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
// A control reached by keyboard scrolls into view clear of the sticky top bar (and, on
// company pages, the section nav under it) and of the phones' bottom bars: WCAG 2.4.11.
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.topBarHeight} + 4rem)`,
  scrollPaddingBottom: `calc(${vars.layout.topBarHeight} + 1rem)`,
})
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.background,
})
globalStyle('img', { maxWidth: '100%', height: 'auto' })
globalStyle('a', { color: vars.color.accent })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('h1, h2, h3', { lineHeight: 1.2 })
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
})
// Form controls take the site's font, not the browser's smaller form font.
globalStyle('button, input, select, textarea', { font: 'inherit' })
