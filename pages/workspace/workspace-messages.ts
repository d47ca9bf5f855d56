import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ADDRESS_CAPPED_MESSAGE } from '#domain/address-cap.ts'
import type { WorkspaceErrorCode, WorkspaceFormError } from '#domain/workspace.ts'

/** Each refused field's message, in the visitor's language. */
export const WORKSPACE_FIELD_MESSAGES: Record<WorkspaceErrorCode, MessageDescriptor> = {
  'invalid-email': msg`Veuillez saisir un email valide.`,
  'invalid-company-name': msg`Indiquez le nom de votre entreprise (2 à 120 caractères).`,
  'invalid-slug': msg`L'adresse ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (60 caractères au plus).`,
  'reserved-slug': msg`Cette adresse est réservée par le site : choisissez-en une autre.`,
  'taken-slug': msg`Cette adresse est déjà prise : choisissez-en une autre.`,
  'invalid-role': msg`Choisissez un rôle.`,
  'slug-mismatch': msg`Tapez exactement l'adresse de l'espace pour confirmer.`,
}

export const WORKSPACE_FORM_MESSAGES: Record<WorkspaceFormError, MessageDescriptor> = {
  'rate-limited': msg`Trop de demandes. Réessayez dans une minute.`,
  'address-capped': ADDRESS_CAPPED_MESSAGE,
  unavailable: msg`Le service est momentanément indisponible : réessayez dans quelques instants.`,
}

/** A field's first error code as its message, or null. */
export function fieldMessage(
  translate: (descriptor: MessageDescriptor) => string,
  errors: string[] | undefined,
): string | null {
  const code = errors?.[0]
  if (!code) return null
  return translate(WORKSPACE_FIELD_MESSAGES[code as WorkspaceErrorCode] ?? WORKSPACE_FIELD_MESSAGES['invalid-email'])
}
