import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { BrandScope } from '#components/brand-scope.tsx'
import { DemoDialogs } from '#components/widgets/demo-dialogs/demo-dialogs.tsx'
import type { CompanySpaceData } from '#domain/company-header.ts'
import * as styles from './company-layout.css.ts'
import { CompanyTabBar } from './company-tab-bar.tsx'
import { CompanyTopBar } from './company-top-bar.tsx'

/**
 * Layout of every company-space page: top bar, content, mobile tab bar, and the
 * spec's inert demo dialogs, in no navigation: they open from `?demo=fleurs|photo`.
 */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  const { header, personalLink = false } = useData<CompanySpaceData>()
  return (
    <BrandScope accent={header.accentColor}>
      <div className={styles.space}>
        <CompanyTopBar header={header} shareable={!personalLink} />
        {children}
        <CompanyTabBar header={header} />
      </div>
      <DemoDialogs />
    </BrandScope>
  )
}
