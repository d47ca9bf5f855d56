import type { SubmissionResult } from '@conform-to/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SettingsErrorCode } from '#domain/workspace-settings.ts'
import { firstErrorMessage } from '../workspace-messages.ts'

/** Each refused settings field's message, in the owner's language. */
const SETTINGS_FIELD_MESSAGES: Record<SettingsErrorCode, MessageDescriptor> = {
  'invalid-applications-email': msg`Saisissez une adresse e-mail valide, ou laissez le champ vide.`,
  'invalid-delay': msg`Indiquez un nombre de jours entre 0 et 90.`,
  'invalid-closing-text': msg`Le texte doit faire 2 000 caractères au plus.`,
  'invalid-webhook-url': msg`Saisissez une adresse https d'un serveur public (pas d'adresse IP ni de nom local).`,
  'invalid-form': msg`Le formulaire a expiré : rechargez la page et recommencez.`,
}

export const settingsFieldMessage = firstErrorMessage(SETTINGS_FIELD_MESSAGES, 'invalid-form')

/**
 * The page has several forms and the answer names none: a form's last result is the one
 * whose sent fields include one of its own.
 */
export function resultOf(lastResult: unknown, fields: string[]): SubmissionResult<string[]> | undefined {
  const result = lastResult as SubmissionResult<string[]> | undefined
  const sent = result?.initialValue ?? {}
  const errors = result?.error ?? {}
  return fields.some((field) => field in sent || field in errors) ? result : undefined
}
