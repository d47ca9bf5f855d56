import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import type { Data } from './+data.ts'

/**
 * Feeds of this company's jobs, for feed readers and aggregators. A searched or filtered
 * list is not indexed (countless near-duplicates of the whole list) but its links to the
 * offers are followed (ADR 018); its canonical URL is the whole list (pages/+Head.tsx).
 */
export default function JobListHead() {
  const { header, indexable } = useData<Data>()
  const { locale } = usePageContext()
  const base = `${localizedPath(locale, companyPaths.jobs(header.slug))}`
  return (
    <>
      {indexable ? null : <meta name="robots" content="noindex,follow" />}
      <link rel="alternate" type="application/rss+xml" title={`${header.name} (RSS)`} href={`${base}/feed.rss`} />
      <link
        rel="alternate"
        type="application/feed+json"
        title={`${header.name} (JSON Feed)`}
        href={`${base}/feed.json`}
      />
      {/* The job boards' feed (Indeed's XML format): found from the list, like the others. */}
      <link rel="alternate" type="application/xml" title={`${header.name} (XML)`} href={`${base}/feed.xml`} />
    </>
  )
}
