import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { BrandBar } from '#components/brand-bar.tsx'
import { BrandScope } from '#components/brand-scope.tsx'
import type { BrandedPageData } from '#domain/branded-company.ts'

/**
 * Pages of one candidate in a company space (the withdrawal and its outcome): the
 * company's colours and brand bar, without the company layout's share button (the
 * withdrawal page's address carries its token).
 */
export default function CandidateLayout({ children }: { children: ReactNode }) {
  const { company } = useData<BrandedPageData>()
  return (
    <BrandScope accent={company.accentColor}>
      <BrandBar company={company} />
      {children}
    </BrandScope>
  )
}
