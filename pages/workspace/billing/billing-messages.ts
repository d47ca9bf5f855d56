import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SalesContactErrorCode } from '#domain/sales-contact.ts'
import type { WorkspaceFormError } from '#domain/workspace.ts'
import { firstErrorMessage, WORKSPACE_FORM_MESSAGES } from '../workspace-messages.ts'

/** The Enterprise request's refused fields, in the visitor's language. */
export const CONTACT_FIELD_MESSAGES: Record<SalesContactErrorCode, MessageDescriptor> = {
  'invalid-contact-name': msg`Indiquez votre nom (100 caractères au plus, sur une ligne).`,
  'invalid-need': msg`Décrivez votre besoin (2 000 caractères au plus).`,
  'invalid-size': msg`Choisissez la taille de votre entreprise.`,
}

/** The workspace's form messages, but for the one the sales team's cap words its own way. */
export const CONTACT_FORM_MESSAGES: Record<WorkspaceFormError, MessageDescriptor> = {
  ...WORKSPACE_FORM_MESSAGES,
  'address-capped': msg`Notre équipe a reçu beaucoup de demandes aujourd'hui : réessayez demain, ou écrivez-nous directement.`,
}

export const contactFieldMessage = firstErrorMessage(CONTACT_FIELD_MESSAGES, 'invalid-need')
