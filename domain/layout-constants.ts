/** Layout constants of spec section 9 (pixels). */
export const MOBILE_BREAKPOINT_PX = 768
export const STICKY_NAV_THRESHOLD_PX = 160
export const TOP_BAR_HEIGHT_PX = 64
/** Job header: it collapses once the job title is this far under the top (spec section 4). */
export const COMPACT_HEADER_OFFSET_PX = 80
export const COMPACT_HEADER_OFFSET_NARROW_PX = 120
/** Under this width the narrow offset applies. */
export const NARROW_BREAKPOINT_PX = 1024
/** Delay before the title observer starts (layout settles), desktop and mobile. */
export const COMPACT_OBSERVER_DELAY_MS = 100
export const COMPACT_OBSERVER_DELAY_MOBILE_MS = 300
