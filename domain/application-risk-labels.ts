import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RiskLevel, RiskSignal } from './application-risk.ts'

/**
 * The risk level and signals of an application (ADR 077), as recruiters read them: in their
 * e-mail and in the workspace. Never shown to the candidate.
 */
export const RISK_LEVEL_LABELS: Record<RiskLevel, MessageDescriptor> = {
  low: msg`faible`,
  medium: msg`moyen`,
  high: msg`élevé`,
}

export const RISK_SIGNAL_LABELS: Record<RiskSignal, MessageDescriptor> = {
  honeypot: msg`champ invisible rempli (robot)`,
  'form-not-shown': msg`envoyé sans que le formulaire ait été affiché`,
  'fast-submit': msg`envoyé moins de 3 secondes après l'affichage du formulaire`,
  'not-verified': msg`non vérifié (pas de JavaScript : aucune preuve de travail)`,
  'challenge-expired': msg`preuve de travail expirée`,
  'same-cv': msg`même CV dans de nombreuses autres candidatures`,
  'same-phone': msg`même téléphone dans de nombreuses autres candidatures`,
  'disposable-email': msg`adresse e-mail jetable`,
  'address-burst': msg`nombreuses entreprises en une heure depuis la même connexion`,
}
