import type { PageContextServer } from 'vike/types'
import { loadJobAlertLink } from '#server/page-data/job-alert-link.server.ts'

/** The unsubscribe link's page (ADR 026): GET shows a button; its POST, or RFC 8058's one-click POST, unsubscribes. */
export const data = (pageContext: PageContextServer) => loadJobAlertLink(pageContext, 'alert-unsubscribe')
export type Data = Awaited<ReturnType<typeof data>>
