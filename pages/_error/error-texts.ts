import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { FORM_ERRORS } from '#components/application-messages.ts'
import type { AbortReason } from '#domain/abort-reasons.ts'

/** Spec section 8's messages, chosen by the reason a page was aborted with. */
const HEADINGS: Record<AbortReason, MessageDescriptor> = {
  'company-not-found': msg`Entreprise introuvable`,
  'company-load-failed': msg`Erreur lors du chargement de l'entreprise`,
  'job-not-found': msg`Offre introuvable`,
  // Spec section 8: an error box titled 'Erreur' (its text: see ERROR_DETAILS).
  'jobs-load-failed': msg`Erreur`,
  'job-load-failed': msg`Offre introuvable`,
  'job-list-page-not-found': msg`Page non trouvée`,
  'job-closed': msg`Cette offre n'est plus ouverte`,
  'application-too-large': msg`Candidature non envoyée`,
  'application-rate-limited': msg`Candidature non envoyée`,
  'application-unavailable': msg`Candidature non envoyée`,
  'alert-link-invalid': msg`Lien invalide`,
  'alert-link-expired': msg`Lien expiré`,
  'alert-load-failed': msg`Une erreur est survenue`,
  'withdrawal-link-invalid': msg`Lien de retrait invalide`,
  'withdrawal-link-expired': msg`Lien de retrait expiré`,
  'application-withdrawn': msg`Candidature déjà retirée`,
  'withdrawal-unavailable': msg`Retrait impossible pour le moment`,
}

export function errorHeading(pageContext: PageContext): MessageDescriptor {
  const reason = pageContext.abortReason ? HEADINGS[pageContext.abortReason] : undefined
  if (reason) return reason
  return pageContext.is404 ? msg`Page non trouvée` : msg`Une erreur est survenue`
}

/** Spec section 8's detail lines, under the heading, for the reasons that have one. */
const DETAILS: Partial<Record<AbortReason, MessageDescriptor>> = {
  'jobs-load-failed': msg`Erreur lors du chargement des offres d'emploi`,
  'job-list-page-not-found': msg`Cette page de la liste des offres n'existe pas, ou plus : des offres ont pu fermer depuis.`,
  'application-too-large': FORM_ERRORS['too-large'],
  'application-rate-limited': FORM_ERRORS['rate-limited'],
  'application-unavailable': FORM_ERRORS.unavailable,
  'alert-link-invalid': msg`Ce lien d'alerte emploi n'est pas valable. Vérifiez qu'il est complet, ou créez une alerte depuis la liste des offres.`,
  'alert-link-expired': msg`Ce lien d'alerte emploi a expiré, ou l'alerte n'existe plus. Vous pouvez en créer une depuis la liste des offres.`,
  'withdrawal-link-invalid': msg`Ce lien est incomplet ou a été modifié. Utilisez le lien de l'e-mail de confirmation de votre candidature.`,
  'withdrawal-link-expired': msg`La durée de conservation de cette candidature est écoulée : ses données ont été effacées.`,
  'application-withdrawn': msg`Cette candidature a déjà été retirée et ses données effacées : le lien ne sert qu'une fois.`,
  'withdrawal-unavailable': msg`Votre candidature n'a pas été retirée. Réessayez dans quelques instants avec le lien de votre e-mail de confirmation.`,
}

/** A refused application shown without its form (the body could not be read again). */
export function isApplicationRefusal(pageContext: PageContext): boolean {
  return pageContext.abortReason?.startsWith('application-') ?? false
}

/** A withdrawal link that does not lead to its form (pages/(candidate)/@slug/withdraw). */
export function isWithdrawalRefusal(pageContext: PageContext): boolean {
  const reason = pageContext.abortReason
  return reason !== undefined && (reason.startsWith('withdrawal-') || reason === 'application-withdrawn')
}

export function errorDetail(pageContext: PageContext): MessageDescriptor | null {
  return pageContext.abortReason ? (DETAILS[pageContext.abortReason] ?? null) : null
}
