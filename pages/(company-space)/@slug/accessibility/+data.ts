import type { PageContextServer } from 'vike/types'
import { lastPassingAuditRun } from '#server/page-data/accessibility-audit.server.ts'
import { legalPageData } from '../(legal)/legal-data.ts'

/** A company space's statement: the legal pages' data (the company and its contacts) and the last passing audit run. */
export async function data(pageContext: PageContextServer) {
  return { ...(await legalPageData(pageContext)), lastPassingRun: lastPassingAuditRun() }
}
export type Data = Awaited<ReturnType<typeof data>>
