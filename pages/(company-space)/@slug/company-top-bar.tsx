import { Trans, useLingui } from '@lingui/react/macro'
import { BrandBar } from '#components/brand-bar.tsx'
import { LocalizedLink } from '#components/localized-link.tsx'
import { dismissibleMenuWidget } from '#components/widgets/dismissible-menu/contract.ts'
import { ShareButton } from '#components/widgets/share/share.tsx'
import type { CompanyHeader } from '#domain/company-header.ts'
import { companyPaths } from '#domain/paths.ts'
import * as styles from './company-layout.css.ts'
import { CompanyNavLinks } from './company-nav-links.tsx'

/**
 * Top bar (spec: height 64): logo, Partager, Postuler; the dropdown menu on mobile
 * (components/widgets/dismissible-menu/). Not `shareable`: a page whose address carries a
 * personal token has no Partager, which would hand that token to whoever receives it.
 */
export function CompanyTopBar({ header, shareable }: { header: CompanyHeader; shareable: boolean }) {
  const { t } = useLingui()
  return (
    <BrandBar company={header} nameClassName={styles.brandName}>
      {shareable ? <ShareButton title={header.name} className={styles.topBarButton} compact /> : null}
      <LocalizedLink to={companyPaths.jobs(header.slug)} className={styles.topBarPrimary}>
        <Trans>Postuler</Trans>
      </LocalizedLink>
      <details className={styles.dropdown} {...dismissibleMenuWidget.root()}>
        <summary className={styles.dropdownToggle} aria-label={t`Menu`}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <nav aria-label={t`Menu de l'entreprise`} className={styles.dropdownPanel}>
          <ul className={styles.dropdownList}>
            <CompanyNavLinks header={header} linkClassName={styles.dropdownLink} />
          </ul>
        </nav>
      </details>
    </BrandBar>
  )
}
