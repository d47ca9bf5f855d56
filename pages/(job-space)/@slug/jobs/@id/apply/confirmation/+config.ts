import type { Config } from 'vike/types'

// The spec hides the footer only on the job detail and the application form: the
// confirmation has 'Propulsé par' again.
export default { footer: true } satisfies Config
