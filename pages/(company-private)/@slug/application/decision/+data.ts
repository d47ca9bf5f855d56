import type { PageContextServer } from 'vike/types'
import { loadRecruiterStatus } from '#server/features/application-status/recruiter-status.server.ts'

/** A recruiter's status link (ADR 046): the change it names, to confirm by a POST. */
export const data = (pageContext: PageContextServer) => loadRecruiterStatus(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
