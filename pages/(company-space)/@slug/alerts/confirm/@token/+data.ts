import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadJobAlertLink } from '#server/page-data/job-alert-link.server.ts'

/**
 * The confirmation link's page (double opt-in, ADR 026): GET shows a button, its POST
 * confirms. An alert that is gone (expired, unsubscribed) cannot be confirmed: 410.
 */
export async function data(pageContext: PageContextServer) {
  const { alert, ...page } = await loadJobAlertLink(pageContext, 'alert-confirm')
  if (!alert) throw render(410, 'alert-link-expired')
  return { ...page, alert }
}
export type Data = Awaited<ReturnType<typeof data>>
