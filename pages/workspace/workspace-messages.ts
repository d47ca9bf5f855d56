import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WorkspaceErrorCode, WorkspaceFormError } from '#domain/workspace.ts'

/** Each refused field's message, in the visitor's language. */
export const WORKSPACE_FIELD_MESSAGES: Record<WorkspaceErrorCode, MessageDescriptor> = {
  'invalid-email': msg`Veuillez saisir un email valide.`,
  'invalid-company-name': msg`Indiquez le nom de votre entreprise : 2 à 100 caractères sur une ligne, sans lien ni numéro de téléphone.`,
  'invalid-slug': msg`L'adresse ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (60 caractères au plus).`,
  'reserved-slug': msg`Cette adresse est réservée par le site : choisissez-en une autre.`,
  'taken-slug': msg`Cette adresse est déjà prise : choisissez-en une autre.`,
  'invalid-role': msg`Choisissez un rôle.`,
  'slug-mismatch': msg`Tapez exactement l'adresse de l'espace pour confirmer.`,
}

export const WORKSPACE_FORM_MESSAGES: Record<WorkspaceFormError, MessageDescriptor> = {
  'rate-limited': msg`Trop de demandes. Réessayez dans une minute.`,
  // The per-address cap's words (domain/address-cap.ts), in the workspace's own catalog.
  'address-capped': msg`Cette adresse a reçu assez d'e-mails de notre part aujourd'hui. Réessayez demain.`,
  'already-member': msg`Cette personne fait déjà partie de l'espace.`,
  'last-owner': msg`Un espace garde toujours au moins un propriétaire : nommez-en un autre d'abord.`,
  unavailable: msg`Le service est momentanément indisponible : réessayez dans quelques instants.`,
}

/** How a form's fields say their refusals: the field's errors in, its message (or null) out. */
export type FieldMessage = (
  translate: (descriptor: MessageDescriptor) => string,
  errors: string[] | undefined,
) => string | null

/**
 * A form's field messages: a field's first error code said in the page's language from the
 * form's table, an unknown code (a stale page) with the `fallback` code's words.
 */
export function firstErrorMessage<Code extends string>(
  messages: Record<Code, MessageDescriptor>,
  fallback: NoInfer<Code>,
): FieldMessage {
  return (translate, errors) => {
    const code = errors?.[0]
    return code ? translate(messages[code as Code] ?? messages[fallback]) : null
  }
}

/** A field's first error code as its message, or null. */
export const fieldMessage = firstErrorMessage(WORKSPACE_FIELD_MESSAGES, 'invalid-email')
