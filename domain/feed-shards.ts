// The aggregators' XML feed of a company, complete (ADR 036): `feed.xml` lists every visible
// job of a company of up to about FEED_FILE_TARGET_JOBS of them, the URL aggregators are
// given. A larger company's jobs are split over `feed.xml`, `feed.2.xml`, `feed.3.xml`...,
// each one range of the job id space (as the sitemap files, domain/sitemap-shards.ts), and
// `feed-index.xml` lists them all in the sitemap index format.

/**
 * Jobs a file is planned for: about 65 MB of XML, which the Worker writes as it reads it,
 * and the size of the largest feeds aggregators import. The audit's company of 25,000 jobs
 * is one file. Unlike a sitemap, a file has no protocol limit: a range that holds more jobs
 * than planned (ids that are not random) lists them all.
 */
export const FEED_FILE_TARGET_JOBS = 50_000

export function feedFileCount(visibleJobs: number): number {
  return Math.max(1, Math.ceil(visibleJobs / FEED_FILE_TARGET_JOBS))
}

export function feedFileName(file: number): string {
  return file === 1 ? 'feed.xml' : `feed.${file}.xml`
}

export const FEED_INDEX_FILE = 'feed-index.xml'

/** The number of a feed file's name; `feed.1.xml` is not a name (the first file has none). */
export function parseFeedFileName(name: string): number | null {
  const match = /^feed(?:\.([2-9]|[1-9][0-9]{1,5}))?\.xml$/.exec(name)
  return match ? Number(match[1] ?? 1) : null
}
