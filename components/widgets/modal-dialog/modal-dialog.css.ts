import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

/** The one dialog surface: the share, save-job and demo dialogs differ only in width. */
export const dialog = style({
  // showModal() centres it; margin auto keeps that if a reset touches dialogs.
  margin: 'auto',
  // Fits a 320 px screen with a 1 rem gap on each side.
  width: 'calc(100% - 2rem)',
  maxWidth: '28rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  background: vars.color.background,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&::backdrop': { background: 'rgb(16 24 40 / 55%)' },
    // Opened by the server (no JavaScript): not in the top layer, so lift it above the bars.
    '&[open]:not(:modal)': { position: 'fixed', inset: 0, height: 'fit-content', zIndex: 50 },
  },
})

/** For a dialog holding a form of several fields. */
export const wideDialog = style([dialog, { maxWidth: '32rem' }])
