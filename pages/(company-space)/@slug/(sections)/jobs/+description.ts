import { msg, plural } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import { JOB_COUNT_CAP } from '#domain/job-list.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo, count } = pageContext.data
  const total = count.jobs
  const name = header.name
  const i18n = getI18n(pageContext.locale)
  if (seo?.metadesc != null) return seo.metadesc
  // A searched or multi-filtered list counts up to a cap (ADR 021).
  if (count.capped) {
    return i18n._(
      msg({ message: plural(JOB_COUNT_CAP, { other: `Plus de # offres d'emploi chez ${name}. Postulez en ligne.` }) }),
    )
  }
  return i18n._(
    msg({
      message: plural(total, {
        0: `Aucune offre ouverte chez ${name} pour le moment.`,
        one: `# offre d'emploi chez ${name}. Postulez en ligne.`,
        other: `# offres d'emploi chez ${name}. Postulez en ligne.`,
      }),
    }),
  )
}
