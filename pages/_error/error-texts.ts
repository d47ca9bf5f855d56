import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'

/** Spec section 8's messages, chosen by the reason a page was aborted with. */
const HEADINGS: Record<string, MessageDescriptor> = {
  'company-not-found': msg`Entreprise introuvable`,
  'company-load-failed': msg`Erreur lors du chargement de l'entreprise`,
  'job-not-found': msg`Offre introuvable`,
}

export function errorHeading(pageContext: PageContext): MessageDescriptor {
  const reason = typeof pageContext.abortReason === 'string' ? HEADINGS[pageContext.abortReason] : undefined
  if (reason) return reason
  return pageContext.is404 ? msg`Page non trouvée` : msg`Une erreur est survenue`
}
