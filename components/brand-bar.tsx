import type { ReactNode } from 'react'
import { companyPaths } from '../domain/paths.ts'
import * as styles from './brand-bar.css.ts'
import { CompanyLogo } from './company-logo.tsx'
import { LocalizedLink } from './localized-link.tsx'

/** What a brand bar shows of a company. */
export type BrandedCompany = { slug: string; name: string; logoUrl: string | null }

/**
 * The company's bar on pages of one candidate (confirmation, withdrawal): logo and name
 * linking to the company home, and the page's own actions. No share button: these pages'
 * addresses are the candidate's (a withdrawal link carries its token).
 */
export function BrandBar({ company, children }: { company: BrandedCompany; children?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <LocalizedLink to={companyPaths.home(company.slug)} className={styles.brand}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={36} />
          <span>{company.name}</span>
        </LocalizedLink>
        {children}
      </div>
    </header>
  )
}
