import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) =>
  `${getI18n(pageContext.locale)._(msg`Suivi de votre candidature`)} | ${pageContext.data.company.name}`
