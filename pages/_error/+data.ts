import type { PageContextServer } from 'vike/types'

/**
 * The error page of a company's job space (a job not found or closed) in the company's
 * colour: the job's loader noted it on the request (server/page-data/job.server.ts), since
 * Vike gives the error page a new pageContext.
 */
export function data(pageContext: PageContextServer) {
  return { accent: pageContext.hono?.get('errorPageAccent') ?? null }
}
export type Data = ReturnType<typeof data>
