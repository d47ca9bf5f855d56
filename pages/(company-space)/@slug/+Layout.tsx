import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import type { CompanySpaceData } from '../../../domain/company-header.ts'
import * as styles from './company-layout.css.ts'
import { CompanyTabBar } from './company-tab-bar.tsx'
import { CompanyTopBar } from './company-top-bar.tsx'

/** Layout of every company-space page: fixed top bar, content, mobile tab bar. */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  const { header } = useData<CompanySpaceData>()
  return (
    <div className={styles.space}>
      <CompanyTopBar header={header} />
      {children}
      <CompanyTabBar header={header} />
    </div>
  )
}
