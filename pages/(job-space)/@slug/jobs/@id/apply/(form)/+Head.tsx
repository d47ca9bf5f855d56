import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../../../../../../components/json-ld.tsx'
import { buildJobPosting } from '../../../../../../../domain/job-posting.ts'
import { companyPaths, localizedPath } from '../../../../../../../domain/paths.ts'
import type { Data } from './+data.ts'

/** The spec asks for the job's structured data on the form too (location falls back to France). */
export default function ApplyHead() {
  const { job, company } = useData<Data>()
  const { publicOrigin, locale } = usePageContext()
  const url = `${publicOrigin}${localizedPath(locale, companyPaths.job(company.slug, job.id))}`
  return <JsonLd data={buildJobPosting({ job, company, url, origin: publicOrigin })} />
}
