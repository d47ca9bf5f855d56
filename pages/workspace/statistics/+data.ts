import type { PageContextServer } from 'vike/types'
import { workspaceStatisticsPageData } from '#server/features/statistics/workspace-page.server.ts'

export const data = (pageContext: PageContextServer) => workspaceStatisticsPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
