import type { Config } from 'vike/types'

// HTML-only (ADR 029): React renders the job on the server; its share buttons, compact
// header, save dialog, video facade and toasts are client/enhance.ts's.
export default { clientHooks: false } satisfies Config
