import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // server/middleware/canonical-paths.ts owns URL normalisation (the landing page is /fr/,
  // with its slash); Vike's own would redirect /fr/ to /fr.
  disableUrlNormalization: true,
  passToClient: ['locale', 'pathWithoutLocale', 'providerName', 'abortReason', 'abortStatusCode'],
  meta: {
    // `footer: false` hides the site footer (job detail and application pages, spec section 2).
    footer: { env: { server: true, client: true } },
  },
} satisfies Config
