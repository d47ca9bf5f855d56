import type { PageContextServer } from 'vike/types'
import { workspaceMembersPageData } from '#server/features/accounts/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspaceMembersPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
