import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { LegalPageData } from '../legal-data.ts'

export default (pageContext: PageContext<LegalPageData>) => {
  const name = pageContext.data.header.name
  return getI18n(pageContext.locale)._(
    msg`Les conditions d'utilisation de l'espace carrière de ${name} : candidature, retrait, données et contact.`,
  )
}
