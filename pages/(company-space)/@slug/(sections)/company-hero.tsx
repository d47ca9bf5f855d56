import { Trans, useLingui } from '@lingui/react/macro'
import { CompanyLogo } from '#components/company-logo.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { visuallyHidden } from '#components/ui.css.ts'
import { StickyNav, StickyNavAnchor } from '#components/widgets/sticky-nav/sticky-nav.tsx'
import type { CompanyHeader } from '#domain/company-header.ts'
import { responsiveImage } from '#domain/company-images/paths.ts'
import { displayHost, safeExternalUrl } from '#domain/safe-urls.ts'
import { CompanyNavLinks } from '../company-nav-links.tsx'
import * as styles from './company-hero.css.ts'

/**
 * The cover, as wide as the window: an upload cut to the hero's band, a phone's crop below
 * 480 px (ADR 089), centred; a cover uploaded before the crops in its own proportions.
 */
function CoverImage({ url }: { url: string }) {
  const { src, srcSet, sizes, phone, width = 1600, height = 500 } = responsiveImage(url)
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes ?? (srcSet ? '100vw' : undefined)}
      alt=""
      width={width}
      height={height}
      className={styles.cover}
    />
  )
  if (!phone) return image
  return (
    <picture>
      <source media={phone.media} srcSet={phone.srcSet} sizes="100vw" width={phone.width} height={phone.height} />
      {image}
    </picture>
  )
}

/**
 * Cover hero (logo, name, industry, location, 'Voir le site') with the section menu, and
 * the sticky secondary nav that appears once the visitor has scrolled 160 px or the hero
 * menu has left the viewport (spec section 2; components/widgets/sticky-nav/ shows it). The sticky
 * nav is fixed-position, so showing it shifts no content; its links are the company's.
 */
export function CompanyHero({ header }: { header: CompanyHeader }) {
  const { t } = useLingui()
  const companyTextLang = useCompanyTextLang()
  const website = safeExternalUrl(header.website)
  return (
    <>
      <section className={styles.hero} aria-label={header.name}>
        {header.coverImageUrl ? <CoverImage url={header.coverImageUrl} /> : null}
        <div className={styles.heroInner}>
          <CompanyLogo name={header.name} logoUrl={header.logoUrl} size={88} className={styles.heroLogo} />
          <div className={styles.identity}>
            <p className={styles.name}>{header.name}</p>
            <p className={styles.facts}>
              <span lang={companyTextLang}>{[header.industry, header.location].filter(Boolean).join(' · ')}</span>
              {website ? (
                <>
                  {header.industry || header.location ? ' · ' : null}
                  <a href={website} className={styles.website} rel="noopener" target="_blank">
                    <Trans>Voir le site</Trans>
                    <span className={visuallyHidden}>
                      {' '}
                      ({displayHost(website)}, <Trans>nouvel onglet</Trans>)
                    </span>
                  </a>
                </>
              ) : null}
            </p>
          </div>
        </div>
        <StickyNavAnchor label={t`Sections de l'entreprise`} className={styles.heroMenu}>
          <ul className={styles.menuList}>
            <CompanyNavLinks header={header} linkClassName={styles.menuLink} />
          </ul>
        </StickyNavAnchor>
      </section>
      <StickyNav label={t`Navigation secondaire`}>
        <ul className={styles.stickyList}>
          <CompanyNavLinks header={header} linkClassName={styles.menuLink} />
        </ul>
      </StickyNav>
    </>
  )
}
