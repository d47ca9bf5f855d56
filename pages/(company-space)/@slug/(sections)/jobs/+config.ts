import type { Config } from 'vike/types'

// HTML-only (ADR 029): React renders the list on the server; its live filters
// (client/live-filter.ts), its alert form (client/job-alert.ts) and the company layout's
// share button, menu, sticky nav, toasts and ?demo= dialogs are client/enhance.ts's.
export default { clientHooks: false } satisfies Config
