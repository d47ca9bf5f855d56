import type { PageContextServer } from 'vike/types'
import { workspaceInvitationPageData } from '#server/features/accounts/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspaceInvitationPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
