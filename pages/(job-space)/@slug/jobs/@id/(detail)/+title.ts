import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { job, company, seo } = pageContext.data
  return seo?.title ?? `${job.title} | ${company.name}`
}
