import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

/**
 * The company's job page title (seo_pages.job_detail) is shared by all its jobs: the job's own
 * title comes first. Without it, the title is built in the page's language, so that the
 * French and English pages of a job never share one.
 */
export default (pageContext: PageContext<Data>) => {
  const { job, company, seo } = pageContext.data
  if (seo?.title) return `${job.title} | ${seo.title}`
  const jobTitle = job.title
  const companyName = company.name
  return getI18n(pageContext.locale)._(msg`${jobTitle} | ${companyName}`)
}
