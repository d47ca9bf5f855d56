import type { PageContextServer } from 'vike/types'
import { billingPageData } from '#server/features/billing/billing-page.server.ts'

export const data = (pageContext: PageContextServer) => billingPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
