import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { CompanyLogo } from '#components/company-logo.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { visuallyHidden } from '#components/ui.css.ts'
import { displayHost, safeExternalUrl } from '#domain/company-facts.ts'
import type { CompanyHeader } from '#domain/company-header.ts'
import { STICKY_NAV_THRESHOLD_PX, TOP_BAR_HEIGHT_PX } from '#domain/layout-constants.ts'
import { CompanyNavLinks } from '../company-nav-links.tsx'
import * as styles from './company-hero.css.ts'

/**
 * Cover hero (logo, name, industry, location, 'Voir le site') with the section menu, and
 * the sticky secondary nav that appears once the visitor has scrolled 160 px or the hero
 * menu has left the viewport (spec section 2). The sticky nav is fixed-position, so
 * showing it shifts no content.
 */
export function CompanyHero({ header }: { header: CompanyHeader }) {
  const { t } = useLingui()
  const companyTextLang = useCompanyTextLang()
  const heroMenu = useRef<HTMLElement>(null)
  const stickyVisible = useStickyNavVisibility(heroMenu)
  const website = safeExternalUrl(header.website)
  return (
    <>
      <section className={styles.hero} aria-label={header.name}>
        {header.coverImageUrl ? (
          <img src={header.coverImageUrl} alt="" width={1600} height={500} className={styles.cover} />
        ) : null}
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
        <nav ref={heroMenu} aria-label={t`Sections de l'entreprise`} className={styles.heroMenu}>
          <ul className={styles.menuList}>
            <CompanyNavLinks header={header} linkClassName={styles.menuLink} />
          </ul>
        </nav>
      </section>
      <nav
        aria-label={t`Navigation secondaire`}
        className={styles.stickyNav}
        data-visible={stickyVisible ? 'true' : 'false'}
        aria-hidden={!stickyVisible}
        inert={!stickyVisible}
        data-testid="sticky-nav"
      >
        <ul className={styles.stickyList}>
          <CompanyNavLinks header={header} linkClassName={styles.menuLink} />
        </ul>
      </nav>
    </>
  )
}

function useStickyNavVisibility(heroMenu: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let scrolledPast = false
    let menuHidden = false
    const update = () => setVisible(scrolledPast || menuHidden)
    const onScroll = () => {
      scrolledPast = window.scrollY > STICKY_NAV_THRESHOLD_PX
      update()
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        // Only "left through the top": a menu below the fold has not been passed yet.
        menuHidden = entry ? !entry.isIntersecting && entry.boundingClientRect.top < TOP_BAR_HEIGHT_PX : false
        update()
      },
      { rootMargin: `-${TOP_BAR_HEIGHT_PX}px 0px 0px 0px` },
    )
    if (heroMenu.current) observer.observe(heroMenu.current)
    window.addEventListener('scroll', onScroll, { passive: true })
    onScroll()
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
    }
  }, [heroMenu])
  return visible
}
