import type { PageContextServer } from 'vike/types'
import { editorCompanyData } from '#server/features/editor/pages.server.ts'

export const data = (pageContext: PageContextServer) => editorCompanyData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
