import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '../../../../../domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo, description } = pageContext.data
  const name = header.name
  const excerpt = description ? description.replace(/\s+/g, ' ').slice(0, 155) : null
  return (
    seo?.metadesc ??
    excerpt ??
    getI18n(pageContext.locale)._(msg`Découvrez ${name} : activité, chiffres clés et contact.`)
  )
}
