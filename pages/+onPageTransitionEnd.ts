import type { PageContextClient } from 'vike/types'
import { setNavigationLoading } from '#components/navigation-status.tsx'

/** Longest a smooth scroll to the top is waited for before the page scrolls instantly again. */
const SMOOTH_SCROLL_MAX_MS = 1500

/**
 * Spec section 2: the page scrolls smoothly to the top on every path change. Vike scrolls
 * right after this hook (to the top, to a #fragment, or not at all when a page keeps its
 * position), with `window.scrollTo`, which follows the root's `scroll-behavior`: smooth
 * for that scroll, unless the visitor asked for reduced motion. Back and forward restore
 * their position at once, as browsers do.
 */
export function onPageTransitionEnd(pageContext: PageContextClient) {
  setNavigationLoading(null)
  if (pageContext.isHistoryNavigation) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const root = document.documentElement
  root.style.scrollBehavior = 'smooth'
  let timer: ReturnType<typeof setTimeout> | undefined
  const instantAgain = () => {
    clearTimeout(timer)
    window.removeEventListener('scrollend', instantAgain)
    root.style.removeProperty('scroll-behavior')
  }
  window.addEventListener('scrollend', instantAgain)
  timer = setTimeout(instantAgain, SMOOTH_SCROLL_MAX_MS)
}
