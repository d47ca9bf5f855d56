import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import { companyTextFor, metaExcerpt } from '#domain/seo-text.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo, description } = pageContext.data
  const name = header.name
  const written = companyTextFor(description, pageContext.locale)
  const excerpt = written ? metaExcerpt(written) : null
  return (
    seo?.metadesc ??
    excerpt ??
    getI18n(pageContext.locale)._(msg`Découvrez ${name} : activité, chiffres clés et contact.`)
  )
}
