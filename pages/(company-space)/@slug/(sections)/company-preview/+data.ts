import type { PageContextServer } from 'vike/types'
import { companyPreviewData } from '#server/features/editor/preview-pages.server.ts'

export const data = (pageContext: PageContextServer) => companyPreviewData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
