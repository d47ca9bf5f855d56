/** Marks the page as interactive (tests wait for it before using JavaScript features). */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
}
