import type { PageContextServer } from 'vike/types'
import { editorJobsData } from '#server/features/editor/pages.server.ts'

export const data = (pageContext: PageContextServer) => editorJobsData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
