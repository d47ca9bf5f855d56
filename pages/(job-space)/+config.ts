import type { Config } from 'vike/types'

// Job detail and application pages hide the site footer (spec section 2).
export default { footer: false } satisfies Config
