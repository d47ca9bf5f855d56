import type { PageContextServer } from 'vike/types'
import { domainPageData } from '#server/features/domains/domain-page.server.ts'

export const data = (pageContext: PageContextServer) => domainPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
