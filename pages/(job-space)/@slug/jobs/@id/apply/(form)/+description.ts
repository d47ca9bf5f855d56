import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

/** Search snippets and link previews of the form (the spec gives the title only). */
export default (pageContext: PageContext<Data>) => {
  const { job, company } = pageContext.data
  const title = job.title
  const name = company.name
  return getI18n(pageContext.locale)._(
    msg`Postulez chez ${name} au poste ${title} : votre CV en PDF, une lettre de motivation, et c'est envoyé.`,
  )
}
