import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { buildJobPosting, serializeJsonLd } from '../../../../../domain/job-posting.ts'
import { companyPaths, localizedPath } from '../../../../../domain/paths.ts'
import type { Data } from './+data.ts'

/** Google for Jobs: the JobPosting of this page, escaped so no job text can end the script. */
export default function JobHead() {
  const { job, company } = useData<Data>()
  const { publicOrigin, locale } = usePageContext()
  const url = `${publicOrigin}${localizedPath(locale, companyPaths.job(company.slug, job.id))}`
  const posting = buildJobPosting({ job, company, url, origin: publicOrigin })
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(posting) }}
    />
  )
}
