import type { Enhancer } from './widget.ts'

/** The one mark of an enhanced element, the same for every widget; `<html>` gets it last. */
export const ENHANCED = 'data-enhanced'

/**
 * Runs each enhancer once on each of its roots under `scope` (ADR 029), marking the root
 * `data-enhanced`: no enhancer sets a mark of its own, and none wires an element twice.
 */
export function enhanceWithin(scope: Element | Document, enhancers: readonly Enhancer[]) {
  for (const { selector, wire } of enhancers) {
    for (const root of scope.querySelectorAll<HTMLElement>(selector)) {
      if (root.hasAttribute(ENHANCED)) continue
      root.setAttribute(ENHANCED, '')
      wire(root)
    }
  }
}
