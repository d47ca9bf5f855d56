/** Marks client-side navigation so layouts can show their loading text. */
export function onPageTransitionStart() {
  document.documentElement.dataset.navigating = ''
}
