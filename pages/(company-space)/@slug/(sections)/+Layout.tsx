import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import type { CompanySpaceData } from '#domain/company-header.ts'
import { CompanyHero } from './company-hero.tsx'

/** Company, team and job-list pages: the cover hero and its section navigation. */
export default function CompanySectionsLayout({ children }: { children: ReactNode }) {
  const { header } = useData<CompanySpaceData>()
  return (
    <>
      <CompanyHero header={header} />
      {children}
    </>
  )
}
