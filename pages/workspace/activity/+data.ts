import type { PageContextServer } from 'vike/types'
import { workspaceActivityPageData } from '#server/features/accounts/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspaceActivityPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
