import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { elidesDe } from '#domain/french-elision.ts'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo } = pageContext.data
  const name = header.name
  return (
    seo?.title ?? getI18n(pageContext.locale)._(elidesDe(name) ? msg`À propos d'${name}` : msg`À propos de ${name}`)
  )
}
