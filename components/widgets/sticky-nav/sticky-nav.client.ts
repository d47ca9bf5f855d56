import { STICKY_NAV_THRESHOLD_PX, TOP_BAR_HEIGHT_PX } from '#domain/layout-constants.ts'
import { stickyNavAnchorWidget, stickyNavWidget } from './contract.ts'

/**
 * The company's sticky secondary nav (spec section 2) appears once the visitor has
 * scrolled 160 px or the hero's section menu (its anchor) has left the viewport through
 * the top. The server renders it hidden (`visible` false, aria-hidden, inert); without
 * JavaScript the hero menu and the tab bar remain.
 */
export const enhanceStickyNavs = stickyNavWidget.enhancer((nav) => {
  const heroMenu = document.querySelector(stickyNavAnchorWidget.selector)
  let scrolledPast = false
  let menuHidden = false
  const update = () => {
    const visible = scrolledPast || menuHidden
    stickyNavWidget.set(nav, 'visible', visible ? 'true' : 'false')
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
  // Where a restored page already stands, read in the next frame: read now, in the script's
  // own run, scrollY would lay the page out before the enhancers' changes, and the first
  // paint would lay it out again (Lighthouse's forced-reflow insight).
  window.requestAnimationFrame(onScroll)
})
