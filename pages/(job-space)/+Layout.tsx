import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { BrandScope } from '#components/brand-scope.tsx'
import { PublicLayout } from '#components/public-layout.tsx'
import type { BrandedPageData } from '#domain/branded-company.ts'

/**
 * Every page of a job's space (its detail, the application form, the confirmation): the
 * company's colour over the whole page. Each page has its own bar (the detail's sticky job
 * header, the form's and the confirmation's brand bar with their actions), in the public
 * pages' frame (ADR 057).
 */
export default function JobSpaceLayout({ children }: { children: ReactNode }) {
  const { company } = useData<BrandedPageData>()
  return (
    <PublicLayout>
      <BrandScope accent={company.accentColor}>{children}</BrandScope>
    </PublicLayout>
  )
}
