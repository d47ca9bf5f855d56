import { z } from 'zod'

/**
 * The one zod every schema of the site uses. Zod 4 compiles object parsers with
 * `new Function` when it may; the site's Content-Security-Policy allows no eval, and
 * even zod's probe for it is reported as a CSP violation in browsers. Interpreted
 * parsing is plenty for forms and route parameters.
 */
z.config({ jitless: true })

export { z }
