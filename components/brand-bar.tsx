import type { ReactNode } from 'react'
import { companyPaths } from '#domain/paths.ts'
import { CompanyLogo } from './company-logo.tsx'
import { LocalizedLink } from './localized-link.tsx'
import * as styles from './top-bar.css.ts'

/** What a brand bar shows of a company. */
export type BrandedCompany = { slug: string; name: string; logoUrl: string | null }

/**
 * The company's bar: the company space's top bar, the application form's and pages of one
 * candidate's (confirmation, withdrawal): logo and name linking to the company home, and the page's own actions
 * (the form's Partager and 'Voir l'offre'; the candidate's pages share nothing: their
 * addresses are the candidate's, a withdrawal link carries its token).
 */
type BrandBarProps = {
  company: BrandedCompany
  /** The name's look where it differs (the company space hides it on small phones). */
  nameClassName?: string
  children?: ReactNode
}

export function BrandBar({ company, nameClassName = styles.topBarName, children }: BrandBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <LocalizedLink to={companyPaths.home(company.slug)} className={styles.topBarBrand}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={36} />
          <span className={nameClassName}>{company.name}</span>
        </LocalizedLink>
        {children ? <div className={styles.topBarActions}>{children}</div> : null}
      </div>
    </header>
  )
}
