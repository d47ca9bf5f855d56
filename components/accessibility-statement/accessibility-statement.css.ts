import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const page = style({ maxWidth: '46rem', paddingBlock: vars.space.xl, overflowWrap: 'anywhere' })
export const pages = style({ columns: '18rem auto', columnGap: vars.space.xl })
