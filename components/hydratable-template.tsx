import type { ReactNode } from 'react'
import { useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A <template> that React can hydrate (for the dialog and toast markup that scripts
 * clone, ADR 029). The HTML parser puts a template's children in its `content`, where
 * hydration does not look: it would expect them as the element's children and fail. So
 * the server renders the children, a hydrating client renders none (what the DOM then
 * shows it), and a client rendering afresh (a client-side navigation) renders them as the
 * element's children, which client/template-content.ts moves into `content`.
 */
export function HydratableTemplate({ children }: { children: ReactNode }) {
  // False while hydrating (the server's snapshot), true on a fresh client render; kept from the first render.
  const freshClientRender = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [renderChildren] = useState(import.meta.env.SSR || freshClientRender)
  return <template>{renderChildren ? children : null}</template>
}
