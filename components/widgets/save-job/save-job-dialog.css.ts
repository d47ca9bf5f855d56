import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

/** The save dialog's form (save-job-dialog.tsx). */
export const dialogForm = style({ display: 'grid', gap: vars.space.md })
export const dialogTitle = style({ margin: 0 })
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })
