import type { Config } from 'vike/types'

// The workspace is an application (ADR 057): React hydrates its pages in the browser, with
// its forms' results passed along (conform's lastResult is in the page's data). Public pages
// stay documents (the root's `clientHooks: false`).
export default {
  clientHooks: true,
} satisfies Config
