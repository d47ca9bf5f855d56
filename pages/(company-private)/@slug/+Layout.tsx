import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { BrandBar } from '#components/brand-bar.tsx'
import { BrandScope } from '#components/brand-scope.tsx'
import type { BrandedPageData } from '#domain/branded-company.ts'

/**
 * A company's private pages (its statistics, ADR 043): its colours and brand bar, and no
 * share button nor anything of the public space's navigation (the address carries a token).
 */
export default function CompanyPrivateLayout({ children }: { children: ReactNode }) {
  const { company } = useData<BrandedPageData>()
  return (
    <BrandScope accent={company.accentColor}>
      <BrandBar company={company} />
      {children}
    </BrandScope>
  )
}
