import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { companyPaths, localizedPath } from '../../../../../domain/paths.ts'
import type { Data } from './+data.ts'

/** Feeds of this company's jobs, for feed readers and aggregators. */
export default function JobListHead() {
  const { header } = useData<Data>()
  const { locale } = usePageContext()
  const base = `${localizedPath(locale, companyPaths.jobs(header.slug))}`
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${header.name} (RSS)`} href={`${base}/feed.rss`} />
      <link
        rel="alternate"
        type="application/feed+json"
        title={`${header.name} (JSON Feed)`}
        href={`${base}/feed.json`}
      />
    </>
  )
}
