import type { PageContextServer } from 'vike/types'
import { settingsPageData } from '#server/features/settings/settings-page.server.ts'

export const data = (pageContext: PageContextServer) => settingsPageData(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
