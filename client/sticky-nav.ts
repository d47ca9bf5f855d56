import { STICKY_NAV_THRESHOLD_PX, TOP_BAR_HEIGHT_PX } from '#domain/layout-constants.ts'

/**
 * The company's sticky secondary nav (spec section 2) appears once the visitor has
 * scrolled 160 px or the hero's section menu (`data-hero-menu`) has left the viewport
 * through the top. The server renders it hidden (data-visible="false", aria-hidden, inert);
 * without JavaScript the hero menu and the tab bar remain.
 */
export function enhanceStickyNavs() {
  const nav = document.querySelector<HTMLElement>('nav[data-sticky-nav]')
  const heroMenu = document.querySelector('[data-hero-menu]')
  if (!nav || nav.dataset.enhanced !== undefined) return
  nav.dataset.enhanced = ''
  let scrolledPast = false
  let menuHidden = false
  const update = () => {
    const visible = scrolledPast || menuHidden
    nav.dataset.visible = String(visible)
    nav.setAttribute('aria-hidden', String(!visible))
    nav.inert = !visible
  }
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
  if (heroMenu) observer.observe(heroMenu)
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
}
