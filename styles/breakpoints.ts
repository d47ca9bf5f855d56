/**
 * The widths the layout changes at, for every style module's `@media`: phones below 768 px
 * (the bottom bars, one column), small phones below 480 px (compact labels), the narrowest
 * below 360 px, and the application form's two-column rows below 560 px.
 */
export const phone = 'screen and (max-width: 767.98px)'
export const desktop = 'screen and (min-width: 768px)'
/** Below 1024 px the job detail's side column goes under its text. */
export const tablet = 'screen and (max-width: 1023.98px)'
export const smallPhone = 'screen and (max-width: 479.98px)'
export const narrowPhone = 'screen and (max-width: 359.98px)'
export const narrowForm = 'screen and (max-width: 559.98px)'
