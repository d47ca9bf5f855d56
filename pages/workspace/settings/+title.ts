import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { workspaceI18n } from '../workspace-i18n.ts'

export default (pageContext: PageContext) =>
  `${workspaceI18n(pageContext.locale)._(msg`Paramètres`)} | ${pageContext.providerName}`
