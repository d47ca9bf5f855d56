import type { ReactNode } from 'react'
import * as chrome from '#components/site-chrome.css.ts'
import { skipLink } from '#components/ui.css.ts'

/**
 * The frame of every page, public or workspace: the skip link first (its words come from the
 * caller, whose catalog has them), what stands above the content, the main landmark, and what
 * follows it (the public pages' footer).
 */
export function PageFrame({
  skipLabel,
  banner,
  children,
  footer,
}: {
  skipLabel: ReactNode
  banner?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className={chrome.page}>
      <a href="#main" className={skipLink}>
        {skipLabel}
      </a>
      {banner}
      <main id="main" className={chrome.main}>
        {children}
      </main>
      {footer}
    </div>
  )
}
