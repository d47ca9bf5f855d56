import { style } from '@vanilla-extract/css'
import { topBar, topBarBrand, topBarInner } from './top-bar.css.ts'

// Scrolls with the page's top: sticky, not fixed (the pages under it have no hero).
export const bar = style([topBar, { position: 'sticky' }])
export const inner = style([topBarInner])
export const brand = style([topBarBrand])
