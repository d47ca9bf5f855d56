/**
 * Runs `wire` once on each element matching `selector`, marking it `data-enhanced`, so an
 * enhancer called again (or from a React effect) never wires an element twice.
 */
export function enhanceEach<Element extends HTMLElement>(selector: string, wire: (element: Element) => void) {
  for (const element of document.querySelectorAll<Element>(selector)) {
    if (element.dataset.enhanced !== undefined) continue
    element.dataset.enhanced = ''
    wire(element)
  }
}
