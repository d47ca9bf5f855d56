/** Spec section 2: the page scrolls smoothly to the top on every path change. */
export function onPageTransitionEnd() {
  delete document.documentElement.dataset.navigating
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
}
