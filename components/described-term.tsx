import type { ReactNode } from 'react'

type DescribedTermProps = {
  term: ReactNode
  /** The description's language, where it is a company's own text (components/company-text.ts). */
  lang?: string
  className?: string
  children: ReactNode
}

/**
 * One term and its description in a `<dl>`: a company's facts, a controller's contacts.
 * The `div` around each pair is the grouping HTML allows, so the list's grid lays out pairs.
 */
export function DescribedTerm({ term, lang, className, children }: DescribedTermProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  )
}

/** A company's own website, opened beside the site (a new tab, without access to this one). */
export function WebsiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener" target="_blank">
      {children}
    </a>
  )
}
