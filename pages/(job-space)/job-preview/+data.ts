import type { PageContextServer } from 'vike/types'
import { jobPreviewData } from '#server/features/editor/preview-pages.server.ts'

export const data = (pageContext: PageContextServer) => jobPreviewData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
