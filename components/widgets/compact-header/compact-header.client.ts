import {
  COMPACT_HEADER_OFFSET_NARROW_PX,
  COMPACT_HEADER_OFFSET_PX,
  COMPACT_OBSERVER_DELAY_MOBILE_MS,
  COMPACT_OBSERVER_DELAY_MS,
  MOBILE_BREAKPOINT_PX,
  NARROW_BREAKPOINT_PX,
} from '#domain/layout-constants.ts'
import { compactHeaderTitleWidget, compactHeaderWidget } from './contract.ts'

/**
 * The job header turns compact once the job title (contract.ts) has scrolled out under
 * it (spec section 4): offset 80 px, 120 px under 1024 px; the observer starts after
 * 100 ms (300 ms on mobile). The server renders it full (`compact` false), its summary
 * hidden from screen readers until it shows.
 */
export const enhanceCompactHeader = compactHeaderWidget.enhancer((header) => {
  const summary = compactHeaderWidget.find(header, 'summary')
  const title = document.querySelector(compactHeaderTitleWidget.selector)
  if (!summary || !title) return
  const narrow = window.innerWidth < NARROW_BREAKPOINT_PX
  const offset = narrow ? COMPACT_HEADER_OFFSET_NARROW_PX : COMPACT_HEADER_OFFSET_PX
  const start = () => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        const compact = entry ? !entry.isIntersecting && entry.boundingClientRect.top < offset : false
        compactHeaderWidget.set(header, 'compact', compact ? 'true' : 'false')
        summary.setAttribute('aria-hidden', String(!compact))
      },
      { rootMargin: `-${offset}px 0px 0px 0px` },
    )
    observer.observe(title)
  }
  window.setTimeout(
    start,
    window.innerWidth < MOBILE_BREAKPOINT_PX ? COMPACT_OBSERVER_DELAY_MOBILE_MS : COMPACT_OBSERVER_DELAY_MS,
  )
})
