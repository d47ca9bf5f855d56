import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

/** The company's job page title (seo_pages.job_detail) is shared by all its jobs: the job's own title comes first. */
export default (pageContext: PageContext<Data>) => {
  const { job, company, seo } = pageContext.data
  return `${job.title} | ${seo?.title ?? company.name}`
}
