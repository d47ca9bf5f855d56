import type { PageContextServer } from 'vike/types'
import { lastPassingAuditRun } from '#server/page-data/accessibility-audit.server.ts'

/** The platform's statement: its contact address and the last passing audit run. */
export function data(pageContext: PageContextServer) {
  return { contactEmail: pageContext.hono.get('config').contactEmail, lastPassingRun: lastPassingAuditRun() }
}
export type Data = ReturnType<typeof data>
