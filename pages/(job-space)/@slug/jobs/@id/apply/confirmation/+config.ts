import type { Config } from 'vike/types'

// The spec hides the footer only on the job detail and the application form: the
// confirmation has 'Propulsé par' again. HTML-only (ADR 029): its one interactive part,
// the video facade, is enhanced by client/enhance.ts (+client.ts), without React.
export default { footer: true, clientHooks: false } satisfies Config
