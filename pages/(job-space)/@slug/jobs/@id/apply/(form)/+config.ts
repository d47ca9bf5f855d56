import type { Config } from 'vike/types'

// HTML-only (ADR 029): React renders the form on the server; its phone field, checks and
// upload are client/application-form-entry.ts's, the share button and toasts client/enhance.ts's.
export default { clientHooks: false } satisfies Config
