import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // One client model (ADR 029): React renders every page on the server only. No client
  // hook is loaded (neither React nor Vike's client runtime); the browser gets the HTML
  // and +client.ts, the enhancers.
  clientHooks: false,
  // server/middleware/canonical-paths.ts owns URL normalisation (the landing page is /fr/,
  // with its slash); Vike's own would redirect /fr/ to /fr.
  disableUrlNormalization: true,
  meta: {
    // `footer: false` hides the site footer (job detail and application pages, spec section 2).
    footer: { env: { server: true } },
  },
} satisfies Config
