import type { ReactNode } from 'react'
import * as styles from './statistics.css.ts'

/**
 * A table that may be wider than a phone scrolls in its own box, never the page; the box
 * takes the keyboard's focus (named by its heading) so that its hidden columns can be scrolled to
 * without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable). A named group, not a
 * region: inside a section named by the same heading, a second region of that name repeated
 * a landmark (axe's landmark-unique).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table.
    <div role="group" className={styles.tableScroll} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}
