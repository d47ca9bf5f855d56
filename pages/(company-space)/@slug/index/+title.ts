import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo } = pageContext.data
  const name = header.name
  return seo?.title ?? getI18n(pageContext.locale)._(msg`${name} recrute`)
}
