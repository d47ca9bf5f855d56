import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { workspaceI18n } from '../workspace-i18n.ts'

// The workspace's own catalog, the one the browser has when it navigates here.
export default (pageContext: PageContext) =>
  `${workspaceI18n(pageContext.locale)._(msg`Supprimer l'espace`)} | ${pageContext.providerName}`
