import type { PageContextServer } from 'vike/types'
import { workspacePageData } from '#server/features/accounts/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspacePageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
