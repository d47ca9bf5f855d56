import type { PageContextClient } from 'vike/types'
import { loadWorkspaceCatalog } from './workspace-i18n.ts'

// The page's language's catalog, before the browser hydrates or renders it (workspace-i18n.ts).
export const onBeforeRenderClient = (pageContext: PageContextClient) => loadWorkspaceCatalog(pageContext.locale)
