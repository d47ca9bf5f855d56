import { useLingui } from '@lingui/react/macro'
import type { CompanyHeader } from '#domain/company-header.ts'
import * as styles from './company-layout.css.ts'
import { CompanyNavLinks } from './company-nav-links.tsx'

/** Bottom tab bar under 768 px (spec section 2). */
export function CompanyTabBar({ header }: { header: CompanyHeader }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Sections de l'entreprise`} className={styles.tabBar}>
      <ul className={styles.tabList}>
        <CompanyNavLinks header={header} linkClassName={styles.tabLink} />
      </ul>
    </nav>
  )
}
