import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from '../../scripts/test-tools.ts'
import { JOB } from '../tools/database.ts'
import { afterAll, beforeAll, describe, expect, SEED, test } from './fixtures.ts'
import { origin } from './http.ts'

/**
 * Lighthouse's SEO category, as the crawler audit ran it, on every indexable page type in
 * French and English against the built Worker. The whole category rather than one rule
 * re-implemented here: its link-text rule keeps its own list of vague texts ("More
 * information", "learn more"…), which only Lighthouse itself applies as it does; and the
 * same run checks the titles, descriptions, hreflang, canonical, robots.txt and crawlable
 * links, which no page may lose either. SEO audits read the DOM and headers, not timings,
 * so a busy machine changes the run time, not the score. Pages that are noindex (forms,
 * confirmations, legal pages, personal links) are out of the category's scope.
 */
const INDEXABLE = (locale: string) => {
  const company = `/${locale}/${SEED.completeCompany}`
  return {
    landing: `/${locale}/`,
    'company home': company,
    'company page': `${company}/companie`,
    team: `${company}/team`,
    'job list': `${company}/jobs`,
    'job detail': `${company}/jobs/${JOB.complete}`,
  }
}

/**
 * The suite for one language; one test file per language (lighthouse-seo-fr/en.test.ts), so
 * that the two run side by side: twelve Lighthouse runs in one file were the Worker tests'
 * longest wait.
 */
export function lighthouseSeo(locale: 'fr' | 'en'): void {
  describe(`Lighthouse SEO (${locale})`, () => {
    let chrome: chromeLauncher.LaunchedChrome
    beforeAll(async () => {
      chrome = await chromeLauncher.launch({
        // The browser tests' Chromium: CHROMIUM_PATH, Debian's, or Playwright's.
        chromePath: findChromium(),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        handleSIGINT: false,
        logLevel: 'silent',
      })
    })
    afterAll(() => chrome?.kill())
    for (const [name, path] of Object.entries(INDEXABLE(locale))) {
      test(`${name} (${locale}) scores 100`, async () => {
        const run = await lighthouse(`${origin()}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['seo'],
          // No waits for a quiet network or CPU after load, no screenshot, no storage reset:
          // the SEO audits read the loaded DOM and the response's headers, not timings. (The
          // default simulated throttling stays: any other forces 5.25 s quiet windows.)
          pauseAfterFcpMs: 0,
          pauseAfterLoadMs: 0,
          networkQuietThresholdMs: 0,
          cpuQuietThresholdMs: 0,
          disableFullPageScreenshot: true,
          disableStorageReset: true,
        })
        const lhr = run?.lhr
        expect(lhr?.runtimeError).toBeUndefined()
        const seo = lhr?.categories.seo
        // The audits that cost points, with the elements concerned, so a failure says what to fix.
        const failing = (seo?.auditRefs ?? [])
          .filter(({ weight }) => weight > 0)
          .map(({ id }) => lhr?.audits[id])
          .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
          .map((audit) => ({
            id: audit?.id,
            items: ((audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).map((item) =>
              JSON.stringify(item).slice(0, 200),
            ),
          }))
        expect(failing).toEqual([])
        expect(seo?.score).toBe(1)
      }, 90_000)
    }
  })
}
