import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'

export default (pageContext: PageContext) =>
  `${getI18n(pageContext.locale)._(msg`Déclaration d'accessibilité`)} | ${pageContext.providerName}`
