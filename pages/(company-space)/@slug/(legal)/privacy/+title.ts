import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { LegalPageData } from '../legal-data.ts'

export default (pageContext: PageContext<LegalPageData>) =>
  `${getI18n(pageContext.locale)._(msg`Politique de confidentialité`)} | ${pageContext.data.header.name}`
