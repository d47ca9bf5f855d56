import type { PageContextServer } from 'vike/types'
import { editorJobData } from '#server/features/editor/pages.server.ts'

export const data = (pageContext: PageContextServer) => editorJobData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
