import type { PageContextServer } from 'vike/types'
import { workspaceLinkPageData } from '#server/features/accounts/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspaceLinkPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
