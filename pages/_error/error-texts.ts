import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'

/** Spec section 8's messages, chosen by the reason a page was aborted with. */
const HEADINGS: Record<string, MessageDescriptor> = {
  'company-not-found': msg`Entreprise introuvable`,
  'company-load-failed': msg`Erreur lors du chargement de l'entreprise`,
  'job-not-found': msg`Offre introuvable`,
  // Spec section 8: an error box titled 'Erreur' (its text: see ERROR_DETAILS).
  'jobs-load-failed': msg`Erreur`,
  'job-load-failed': msg`Offre introuvable`,
  'job-closed': msg`Cette offre n'est plus ouverte`,
}

export function errorHeading(pageContext: PageContext): MessageDescriptor {
  const reason = typeof pageContext.abortReason === 'string' ? HEADINGS[pageContext.abortReason] : undefined
  if (reason) return reason
  return pageContext.is404 ? msg`Page non trouvée` : msg`Une erreur est survenue`
}

/** Spec section 8's detail lines, under the heading, for the reasons that have one. */
const DETAILS: Record<string, MessageDescriptor> = {
  'jobs-load-failed': msg`Erreur lors du chargement des offres d'emploi`,
}

export function errorDetail(pageContext: PageContext): MessageDescriptor | null {
  return typeof pageContext.abortReason === 'string' ? (DETAILS[pageContext.abortReason] ?? null) : null
}
