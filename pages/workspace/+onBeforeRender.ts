import type { PageContextServer } from 'vike/types'
import { loadWorkspaceCatalog } from './workspace-i18n.ts'

// The page's language's catalog, before the server renders it (workspace-i18n.ts).
export const onBeforeRender = (pageContext: PageContextServer) => loadWorkspaceCatalog(pageContext.locale)
