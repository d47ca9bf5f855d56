import type { Config } from 'vike/types'

// HTML-only (ADR 029): the landing page has nothing interactive; React renders it on the
// server and the client gets client/enhance.ts only (+client.ts), not React or Vike's runtime.
export default { clientHooks: false } satisfies Config
