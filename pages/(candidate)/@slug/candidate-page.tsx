import type { ReactNode } from 'react'
import { container } from '#components/ui.css.ts'
import * as styles from './candidate-page.css.ts'

/** A candidate's private page: its heading and what it says in a lead paragraph, then the rest. */
export function CandidatePage({
  heading,
  lead,
  children,
}: {
  heading: ReactNode
  lead: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  )
}
