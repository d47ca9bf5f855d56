import { globalStyle, style } from '@vanilla-extract/css'
import { topBar, topBarActions, topBarBrand, topBarButton, topBarInner, topBarName } from '#components/top-bar.css.ts'
import { phone } from '#styles/breakpoints.ts'
import { vars } from '#styles/theme.css.ts'
import { compactHeaderWidget } from './contract.ts'

// Header: the top bar, same height in both states, so collapsing shifts nothing.
export const header = style([topBar])
export const headerInner = style([topBarInner, { justifyContent: 'flex-start' }])
export const headerBrand = style([topBarBrand])
export const headerShare = style([topBarButton, { '@media': { [phone]: { display: 'none' } } }])

export const headerName = style([topBarName])
export const headerSummary = style({ display: 'none', flexDirection: 'column', minWidth: 0, flex: 1 })
/** One line, cut with an ellipsis: uncut, the compact header's facts widened the page at 320 px. */
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const
export const headerTitle = style({ fontWeight: 700, ...oneLine })
export const headerFacts = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, ...oneLine })
export const headerActions = style([topBarActions, { marginInlineStart: 'auto' }])
globalStyle(`${header}${compactHeaderWidget.when('compact', 'true')} ${headerSummary}`, { display: 'flex' })
globalStyle(`${header}${compactHeaderWidget.when('compact', 'true')} ${headerName}`, { display: 'none' })
