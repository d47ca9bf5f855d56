import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { FORM_ERRORS } from '#components/application-messages.ts'
import type { AbortReason } from '#domain/abort-reasons.ts'
import { STATISTICS_REFUSAL_DETAILS } from '#domain/statistics/labels.ts'

/** Spec section 8's messages, chosen by the reason a page was aborted with. */
const HEADINGS: Record<AbortReason, MessageDescriptor> = {
  'company-not-found': msg`Entreprise introuvable`,
  'company-load-failed': msg`Erreur lors du chargement de l'entreprise`,
  'job-not-found': msg`Offre introuvable`,
  // Spec section 8: an error box titled 'Erreur' (its text: see ERROR_DETAILS).
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
  'statistics-link-invalid': msg`Lien de statistiques invalide`,
  'statistics-link-expired': msg`Lien de statistiques expiré`,
  'statistics-unavailable': msg`Statistiques indisponibles pour le moment`,
  'status-link-invalid': msg`Lien de suivi invalide`,
  'status-link-expired': msg`Lien de suivi expiré`,
  'status-unavailable': msg`Suivi indisponible pour le moment`,
  'recruiter-link-invalid': msg`Lien invalide`,
  'recruiter-link-expired': msg`Lien expiré`,
}

/** The heading the error page shows for `reason` (every reason has one). */
export function abortHeading(reason: AbortReason): MessageDescriptor | undefined {
  return HEADINGS[reason]
}

export function errorHeading(pageContext: PageContext): MessageDescriptor {
  const reason = pageContext.abortReason ? abortHeading(pageContext.abortReason) : undefined
  if (reason) return reason
  return pageContext.is404 ? msg`Page non trouvée` : msg`Une erreur est survenue`
}

/** Spec section 8's detail lines, under the heading, for the reasons that have one. */
const DETAILS: Partial<Record<AbortReason, MessageDescriptor>> = {
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
  ...STATISTICS_REFUSAL_DETAILS,
  'status-link-invalid': msg`Ce lien est incomplet ou a été modifié. Utilisez le lien de l'e-mail de confirmation de votre candidature.`,
  'status-link-expired': msg`La durée de conservation de cette candidature est écoulée : ses données ont été effacées.`,
  'status-unavailable': msg`Le suivi de votre candidature ne peut pas être affiché pour le moment. Réessayez dans quelques instants.`,
  'recruiter-link-invalid': msg`Ce lien est incomplet ou a été modifié. Utilisez le lien de l'e-mail de la candidature.`,
  'recruiter-link-expired': msg`Ce lien a expiré, ou la candidature a été retirée ou effacée : son statut ne peut plus changer ici.`,
}

/**
 * What the error page offers under its texts, for the reasons that have an offer of their
 * own: the other offers (a closed job), the job list (a page or link that leads nowhere),
 * the form again (a refused application). Any other reason: by status (home, or retry).
 */
export type ErrorAction = 'other-jobs' | 'job-list' | 'form-again'

const ACTIONS: Record<AbortReason, ErrorAction | null> = {
  'company-not-found': null,
  'company-load-failed': null,
  'job-not-found': null,
  'job-list-page-not-found': 'job-list',
  'job-load-failed': null,
  'job-closed': 'other-jobs',
  'application-too-large': 'form-again',
  'application-rate-limited': 'form-again',
  'application-unavailable': 'form-again',
  'alert-link-invalid': 'job-list',
  'alert-link-expired': 'job-list',
  'alert-load-failed': null,
  'withdrawal-link-invalid': 'job-list',
  'withdrawal-link-expired': 'job-list',
  'application-withdrawn': 'job-list',
  'withdrawal-unavailable': 'job-list',
  'statistics-link-invalid': null,
  'statistics-link-expired': null,
  'statistics-unavailable': null,
  'status-link-invalid': 'job-list',
  'status-link-expired': 'job-list',
  'status-unavailable': null,
  'recruiter-link-invalid': null,
  'recruiter-link-expired': null,
}

export function errorAction(pageContext: PageContext): ErrorAction | null {
  return pageContext.abortReason ? ACTIONS[pageContext.abortReason] : null
}

/** The detail line the error page shows under the heading for `reason`, if it has one. */
export function abortDetail(reason: AbortReason): MessageDescriptor | null {
  return DETAILS[reason] ?? null
}

export function errorDetail(pageContext: PageContext): MessageDescriptor | null {
  return pageContext.abortReason ? abortDetail(pageContext.abortReason) : null
}
