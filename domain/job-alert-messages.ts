import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ADDRESS_CAPPED_MESSAGE } from './address-cap.ts'
import type { JobAlertErrorCode, JobAlertFormError } from './job-alert.ts'

/** Each refused field's message (spec section 5's for the address), in the form and the endpoint's JSON. */
export const JOB_ALERT_FIELD_MESSAGES: Record<JobAlertErrorCode, MessageDescriptor> = {
  'invalid-email': msg`Veuillez saisir un email valide.`,
  'invalid-criteria': msg`Les critères de l'alerte ne sont pas valables : rechargez la liste des offres, puis réessayez.`,
}

/** Refusals of the whole form. */
export const JOB_ALERT_FORM_MESSAGES: Record<JobAlertFormError, MessageDescriptor> = {
  'rate-limited': msg`Trop de demandes. Réessayez dans une minute.`,
  // The address's e-mails of the day from visitors are spent (ADR 039).
  'address-capped': ADDRESS_CAPPED_MESSAGE,
  unavailable: msg`Le service est momentanément indisponible. Votre alerte n'a pas été enregistrée : réessayez dans quelques instants.`,
  'too-large': msg`Demande trop volumineuse : votre alerte n'a pas été enregistrée.`,
  'invalid-payload': msg`Une erreur est survenue. Veuillez réessayer.`,
}

/**
 * After a subscription, with or without JavaScript. The same words whether an e-mail left
 * or not (already confirmed, or re-sent recently): the answer reveals nothing of the address.
 */
export const JOB_ALERT_SENT_MESSAGE = msg`Presque fini ! Confirmez votre alerte avec le lien reçu par e-mail.`
