import type { PageContextServer } from 'vike/types'
import { inboxPageData } from '#server/features/desk/desk-pages.server.ts'

export const data = (pageContext: PageContextServer) => inboxPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
