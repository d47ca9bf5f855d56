import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '#components/json-ld.tsx'
import { buildJobPosting } from '#domain/job-posting.ts'
import { companyPaths } from '#domain/paths.ts'
import { publicUrl } from '#domain/public-urls.ts'
import type { Data } from './+data.ts'

/**
 * The form is not indexed: the job's one indexable URL is its page (two indexable URLs
 * with one posting would be duplicates to Google for Jobs). It still carries the job's
 * JobPosting (spec section 4), whose `url` is that page; a form shown again from a refused
 * submission without the database has no job to describe, and none.
 */
export default function ApplyHead() {
  const data = useData<Data>()
  const { publicOrigin, publicOrigins, locale } = usePageContext()
  const posting = 'posting' in data ? data.posting : undefined
  const jobUrl = publicUrl(publicOrigins, locale, companyPaths.job(data.company.slug, data.job.id))
  // None either for a job without a description (ADR 035).
  const jobPosting = posting ? buildJobPosting({ ...posting, url: jobUrl, origin: publicOrigin }) : null
  return (
    <>
      <meta name="robots" content="noindex,follow" />
      {jobPosting ? <JsonLd data={jobPosting} /> : null}
    </>
  )
}
