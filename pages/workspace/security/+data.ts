import type { PageContextServer } from 'vike/types'
import { workspaceSecurityPageData } from '#server/features/accounts/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspaceSecurityPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
