import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

// A company's headings sit under the page's own h2: smaller than it, in descending steps.
export const markdown = style({})
globalStyle(`${markdown} :is(h3, h4, h5)`, { lineHeight: 1.25, margin: `${vars.space.lg} 0 ${vars.space.sm}` })
globalStyle(`${markdown} h3`, { fontSize: vars.fontSize.lg })
globalStyle(`${markdown} h4`, { fontSize: vars.fontSize.md })
globalStyle(`${markdown} h5`, { fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.textMuted })
globalStyle(`${markdown} a`, { textDecoration: 'underline' })
