import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo, page } = pageContext.data
  const name = header.name
  const i18n = getI18n(pageContext.locale)
  const title = seo?.title ?? i18n._(msg`Emplois chez ${name}`)
  // Each page of the list is indexed on its own (ADR 018): its title says which one it is.
  return page > 1 ? i18n._(msg`${title} – page ${page}`) : title
}
