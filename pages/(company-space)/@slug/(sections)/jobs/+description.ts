import { msg, plural } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '../../../../../domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo, total } = pageContext.data
  const name = header.name
  const i18n = getI18n(pageContext.locale)
  return (
    seo?.metadesc ??
    i18n._(
      msg({
        message: plural(total, {
          0: `Aucune offre ouverte chez ${name} pour le moment.`,
          one: `# offre d'emploi chez ${name}. Postulez en ligne.`,
          other: `# offres d'emploi chez ${name}. Postulez en ligne.`,
        }),
      }),
    )
  )
}
