import type { PageContextServer } from 'vike/types'

/** The landing page's configured links (wrangler.toml vars). */
export function data(pageContext: PageContextServer) {
  const config = pageContext.hono.get('config')
  return {
    demoCompanySlug: config.demoCompanySlug,
    contactEmail: config.contactEmail,
    appointmentUrl: config.appointmentUrl,
  }
}
export type Data = ReturnType<typeof data>
