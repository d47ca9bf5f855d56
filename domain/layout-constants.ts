/** Layout constants of spec section 9 (pixels). */
export const MOBILE_BREAKPOINT_PX = 768
export const STICKY_NAV_THRESHOLD_PX = 160
export const TOP_BAR_HEIGHT_PX = 64
