import type { PageContextClient } from 'vike/types'

/**
 * Marks client-side navigation, with what is being loaded, so the root layout shows the
 * right loading text ('Chargement de l'offre...', 'Chargement de l'entreprise...').
 */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  const path = new URL(pageContext.urlOriginal ?? '/', window.location.href).pathname
  document.documentElement.dataset.navigating = /\/jobs\/[^/]+$/.test(path) ? 'job' : 'company'
}
