import type { ReactNode } from 'react'
import { stickyNavAnchorWidget, stickyNavWidget } from './contract.ts'
import * as styles from './sticky-nav.css.ts'

/**
 * The navigation the sticky one stands in for: once it has left the viewport, or the
 * visitor has scrolled 160 px, sticky-nav.client.ts shows the sticky navigation.
 */
export function StickyNavAnchor({
  label,
  className,
  children,
}: {
  label: string
  className: string
  children: ReactNode
}) {
  return (
    <nav {...stickyNavAnchorWidget.root()} aria-label={label} className={className}>
      {children}
    </nav>
  )
}

/**
 * A secondary navigation fixed under the top bar, hidden (and out of the focus order and
 * the accessibility tree) until sticky-nav.client.ts shows it. Fixed-position, so showing
 * it shifts no content. The page gives its links.
 */
export function StickyNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav
      aria-label={label}
      className={styles.stickyNav}
      {...stickyNavWidget.root()}
      {...stickyNavWidget.state('visible', 'false')}
      aria-hidden="true"
      inert
      data-testid="sticky-nav"
    >
      {children}
    </nav>
  )
}
