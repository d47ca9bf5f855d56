import type { PageContextServer } from 'vike/types'
import { deleteSpacePageData } from '#server/features/space-deletion/pages.server.ts'

export const data = (pageContext: PageContextServer) => deleteSpacePageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
