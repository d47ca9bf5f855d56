import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const name = pageContext.data.header.name
  return getI18n(pageContext.locale)._(
    msg`Accessibilité du site carrière de ${name} : état de conformité, pages testées, contact et voies de recours.`,
  )
}
