import type { ReactNode } from 'react'
import * as styles from './navigation-status.css.ts'

/** The loading text of a page while the next one is fetched (spec: loading states). */
export function NavigationStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  )
}
