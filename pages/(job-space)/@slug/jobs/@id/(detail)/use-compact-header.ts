import { type RefObject, useEffect, useState } from 'react'
import {
  COMPACT_HEADER_OFFSET_NARROW_PX,
  COMPACT_HEADER_OFFSET_PX,
  COMPACT_OBSERVER_DELAY_MOBILE_MS,
  COMPACT_OBSERVER_DELAY_MS,
  MOBILE_BREAKPOINT_PX,
  NARROW_BREAKPOINT_PX,
} from '#domain/layout-constants.ts'

/**
 * True once the job title has scrolled out under the header (spec section 4): offset
 * 80 px, 120 px under 1024 px; the observer starts after 100 ms (300 ms on mobile).
 */
export function useCompactHeader(title: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false)
  useEffect(() => {
    const narrow = window.innerWidth < NARROW_BREAKPOINT_PX
    const mobile = window.innerWidth < MOBILE_BREAKPOINT_PX
    const offset = narrow ? COMPACT_HEADER_OFFSET_NARROW_PX : COMPACT_HEADER_OFFSET_PX
    let observer: IntersectionObserver | undefined
    const timer = window.setTimeout(
      () => {
        observer = new IntersectionObserver(
          ([entry]) => setCompact(entry ? !entry.isIntersecting && entry.boundingClientRect.top < offset : false),
          { rootMargin: `-${offset}px 0px 0px 0px` },
        )
        if (title.current) observer.observe(title.current)
      },
      mobile ? COMPACT_OBSERVER_DELAY_MOBILE_MS : COMPACT_OBSERVER_DELAY_MS,
    )
    return () => {
      window.clearTimeout(timer)
      observer?.disconnect()
    }
  }, [title])
  return compact
}
