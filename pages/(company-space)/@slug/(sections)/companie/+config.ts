import type { Config } from 'vike/types'

// HTML-only (ADR 029): React renders the page on the server; the company layout's
// share button, menu, sticky nav, toasts and ?demo= dialogs are client/enhance.ts's.
export default { clientHooks: false } satisfies Config
