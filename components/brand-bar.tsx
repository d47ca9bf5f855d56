import type { ReactNode } from 'react'
import type { BrandedCompany } from '#domain/branded-company.ts'
import { companyPaths } from '#domain/paths.ts'
import { CompanyLogo } from './company-logo.tsx'
import { LocalizedLink } from './localized-link.tsx'
import * as styles from './top-bar.css.ts'

/** What a brand bar shows of a company. */
type BarCompany = Pick<BrandedCompany, 'slug' | 'name' | 'logoUrl'>

/**
 * The company's bar: the company space's top bar, the application form's and pages of one
 * candidate's (confirmation, withdrawal): logo and name linking to the company home, and the page's own actions
 * (the form's Partager and 'Voir l'offre'; the candidate's pages share nothing: their
 * addresses are the candidate's, a withdrawal link carries its token).
 */
type BrandBarProps = {
  company: BarCompany
  /** The name's look where it differs (the company space hides it on small phones). */
  nameClassName?: string
  children?: ReactNode
}

export function BrandBar({ company, nameClassName, children }: BrandBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <BrandLink company={company} nameClassName={nameClassName} />
        {children ? <div className={styles.topBarActions}>{children}</div> : null}
      </div>
    </header>
  )
}

/**
 * The company's logo and name, linking to its home: the brand bar's start, and the job
 * detail's sticky header's (which hides the name once it shows the job's title).
 */
export function BrandLink(props: { company: BarCompany; className?: string; nameClassName?: string }) {
  const { company, className = styles.topBarBrand, nameClassName = styles.topBarName } = props
  return (
    <LocalizedLink to={companyPaths.home(company.slug)} className={className}>
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={styles.BAR_LOGO_SIZE} />
      <span className={nameClassName}>{company.name}</span>
    </LocalizedLink>
  )
}
