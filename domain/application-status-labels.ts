import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationStatus } from './application-status.ts'

/** Each status as the candidate reads it, on the status page and in its e-mails (ADR 046). */
export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  received: msg`Candidature reçue`,
  in_review: msg`En cours d'examen`,
  interview: msg`Entretien`,
  offer: msg`Proposition`,
  hired: msg`Recrutement confirmé`,
  rejected: msg`Candidature non retenue`,
}
