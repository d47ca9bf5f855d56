import { SEED } from '../tools/seed-ids.ts'
import { JOB } from './database.ts'

/**
 * What the top bar's logo tests measure, in Chromium (tests/e2e/logo-size.spec.ts)
 * and in Firefox (tests/firefox/logo-size.firefox.ts): the pages with the bar, and the logo's
 * box as the page lays it out.
 */
export const LOGO_PAGES = {
  'company home': `/fr/${SEED.completeCompany}`,
  'job detail': `/en/${SEED.completeCompany}/jobs/${JOB.complete}`,
  'application form': `/fr/${SEED.completeCompany}/jobs/${JOB.complete}/apply`,
}
/** The logo's drawn size in the bar (components/brand-bar.tsx). */
export const LOGO_SIZE = 36

/** The bar's logo box, the controls it covers, and the page's width. */
export function logoLayout() {
  const bar = document.querySelector('header')
  const logo = bar?.querySelector('a img, a [aria-hidden="true"]')
  if (!bar || !logo) return null
  const box = logo.getBoundingClientRect()
  const covered = Array.from(bar.querySelectorAll('a, button, summary'))
    .filter((control) => !control.contains(logo) && control.checkVisibility())
    .filter((control) => {
      const other = control.getBoundingClientRect()
      return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top
    })
    .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'))
  return {
    width: Math.round(box.width),
    height: Math.round(box.height),
    covered,
    pageWidth: document.documentElement.scrollWidth,
  }
}
