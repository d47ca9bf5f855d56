import type { ReactNode } from 'react'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { BrandScope } from '#components/brand-scope.tsx'
import { type DemoDialogKind, DemoDialogs } from '#components/demo-dialogs.tsx'
import type { CompanySpaceData } from '#domain/company-header.ts'
import * as styles from './company-layout.css.ts'
import { CompanyTabBar } from './company-tab-bar.tsx'
import { CompanyTopBar } from './company-top-bar.tsx'

function demoFrom(value: string | undefined): DemoDialogKind | null {
  return value === 'fleurs' || value === 'photo' ? value : null
}

/**
 * Layout of every company-space page: top bar, content, mobile tab bar, and the
 * spec's inert demo dialogs, in no navigation: they open from `?demo=fleurs|photo`.
 */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  const { header } = useData<CompanySpaceData>()
  const { urlParsed } = usePageContext()
  const [demo, setDemo] = useState(demoFrom(urlParsed.search.demo))
  function closeDemo() {
    setDemo(null)
    const url = new URL(window.location.href)
    url.searchParams.delete('demo')
    window.history.replaceState(window.history.state, '', url)
  }
  return (
    <BrandScope accent={header.accentColor}>
      <div className={styles.space}>
        <CompanyTopBar header={header} />
        {children}
        <CompanyTabBar header={header} />
      </div>
      <DemoDialogs demo={demo} onClose={closeDemo} />
    </BrandScope>
  )
}
