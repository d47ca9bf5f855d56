import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

/** Spec: 'Postuler • {job title} | {company name}'. */
export default (pageContext: PageContext<Data>) => {
  const { job, company } = pageContext.data
  return `${getI18n(pageContext.locale)._(msg`Postuler`)} • ${job.title} | ${company.name}`
}
