import type { PageContextServer } from 'vike/types'
import { loadApplicationStatus } from '#server/features/application-status/application-status.server.ts'

/** A candidate's private status page (ADR 046): the application of `?token=`, or that it is erased. */
export const data = (pageContext: PageContextServer) => loadApplicationStatus(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
