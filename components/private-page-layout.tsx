import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { BrandBar } from '#components/brand-bar.tsx'
import { BrandScope } from '#components/brand-scope.tsx'
import type { BrandedPageData } from '#domain/branded-company.ts'

/**
 * A private page in a company's colours (a candidate's withdrawal, the company's
 * statistics): its brand bar and nothing of the public space's navigation, no share button
 * (the address carries a personal token, ADR 037).
 */
export function PrivatePageLayout({ children }: { children: ReactNode }) {
  const { company } = useData<BrandedPageData>()
  return (
    <BrandScope accent={company.accentColor}>
      <BrandBar company={company} />
      {children}
    </BrandScope>
  )
}
