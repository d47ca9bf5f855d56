import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { job, company, seo } = pageContext.data
  const title = job.title
  // The company's description is shared by all its jobs: the job's title tells them apart.
  if (seo?.metadesc) return `${title} — ${seo.metadesc}`
  const name = company.name
  const where = job.city ?? ''
  return getI18n(pageContext.locale)
    ._(msg`${name} recrute : ${title} ${where}. Postulez en ligne en quelques minutes.`)
    .replace(/\s+\./, '.')
}
