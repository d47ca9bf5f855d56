import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import { companyTextFor } from '#domain/seo-text.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo, baseline } = pageContext.data
  const name = header.name
  return (
    seo?.metadesc ??
    companyTextFor(baseline, pageContext.locale) ??
    getI18n(pageContext.locale)._(msg`Découvrez ${name}, son équipe et ses offres d'emploi.`)
  )
}
