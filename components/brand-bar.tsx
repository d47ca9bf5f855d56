import type { ReactNode } from 'react'
import { companyPaths } from '#domain/paths.ts'
import { CompanyLogo } from './company-logo.tsx'
import { LocalizedLink } from './localized-link.tsx'
import * as styles from './top-bar.css.ts'

/** What a brand bar shows of a company. */
export type BrandedCompany = { slug: string; name: string; logoUrl: string | null }

/**
 * The company's bar on the application form and on pages of one candidate (confirmation,
 * withdrawal): logo and name linking to the company home, and the page's own actions
 * (the form's Partager and 'Voir l'offre'; the candidate's pages share nothing: their
 * addresses are the candidate's, a withdrawal link carries its token).
 */
export function BrandBar({ company, children }: { company: BrandedCompany; children?: ReactNode }) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <LocalizedLink to={companyPaths.home(company.slug)} className={styles.topBarBrand}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={36} />
          <span className={styles.topBarName}>{company.name}</span>
        </LocalizedLink>
        {children ? <div className={styles.topBarActions}>{children}</div> : null}
      </div>
    </header>
  )
}
