import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SalesContactErrorCode } from '#domain/sales-contact.ts'
import type { WorkspaceFormError } from '#domain/workspace.ts'

/** The Enterprise request's refused fields, in the visitor's language. */
export const CONTACT_FIELD_MESSAGES: Record<SalesContactErrorCode, MessageDescriptor> = {
  'invalid-contact-name': msg`Indiquez votre nom (100 caractères au plus, sur une ligne).`,
  'invalid-need': msg`Décrivez votre besoin (2 000 caractères au plus).`,
  'invalid-size': msg`Choisissez la taille de votre entreprise.`,
}

export const CONTACT_FORM_MESSAGES: Record<WorkspaceFormError, MessageDescriptor> = {
  'rate-limited': msg`Trop de demandes. Réessayez dans une minute.`,
  'address-capped': msg`Notre équipe a reçu beaucoup de demandes aujourd'hui : réessayez demain, ou écrivez-nous directement.`,
  unavailable: msg`Le service est momentanément indisponible : réessayez dans quelques instants.`,
}

export function contactFieldMessage(
  translate: (descriptor: MessageDescriptor) => string,
  errors: string[] | undefined,
): string | null {
  const code = errors?.[0] as SalesContactErrorCode | undefined
  return code ? translate(CONTACT_FIELD_MESSAGES[code] ?? CONTACT_FIELD_MESSAGES['invalid-need']) : null
}
