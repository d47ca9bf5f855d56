import type { PageContextClient } from 'vike/types'
import { type NavigationLoading, setNavigationLoading } from '#components/navigation-status.tsx'
import { splitLocalePrefix } from '#domain/paths.ts'

/** The spec's loading text for the page being loaded: the job, the company, or the form's own. */
function loadingOf(pathname: string): NavigationLoading {
  const path = splitLocalePrefix(pathname)?.path ?? pathname
  if (/^\/[^/]+\/jobs\/[^/]+\/?$/.test(path)) return 'job'
  if (/^\/[^/]+(?:\/(?:companie|team|jobs))?\/?$/.test(path) && path !== '/' && path !== '/not-found') return 'company'
  // The application form ('Chargement...'), its confirmation, the landing page.
  return 'page'
}

/** Client-side navigation: the root layout shows the loading text of what is coming. */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  setNavigationLoading(loadingOf(new URL(pageContext.urlOriginal ?? '/', window.location.href).pathname))
}
