import type { ReactNode } from 'react'
import * as styles from './job-detail.css.ts'

/** One part of the job's text (the role, the profile, the process), open and foldable under its heading. */
export function JobSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <details open className={styles.section}>
      <summary>
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  )
}
