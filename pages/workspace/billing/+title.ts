import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import '../../../locales/billing.ts'

export default (pageContext: PageContext) =>
  `${getI18n(pageContext.locale)._(msg`Abonnement`)} | ${pageContext.providerName}`
