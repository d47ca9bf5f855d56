import type { PageContextServer } from 'vike/types'
import { applicationPageData } from '#server/features/desk/desk-pages.server.ts'

export const data = (pageContext: PageContextServer) => applicationPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
