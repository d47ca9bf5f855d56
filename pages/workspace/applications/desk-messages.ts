import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeskErrorCode } from '#domain/applications-inbox.ts'

/** Each refused desk field's message, in the member's language. */
export const DESK_FIELD_MESSAGES: Record<DeskErrorCode, MessageDescriptor> = {
  'invalid-filter': msg`Ce filtre n'est pas valide.`,
  'invalid-status': msg`Choisissez un statut.`,
  'invalid-message': msg`Le message doit faire 2 000 caractères au plus.`,
  'invalid-selection': msg`Cochez au moins une candidature (100 au plus).`,
  'invalid-note': msg`Écrivez une note (5 000 caractères au plus).`,
  'invalid-form': msg`Le formulaire a expiré : rechargez la page et recommencez.`,
}

/** The first error of a field of a desk form's last answer, as its message. */
export function deskError(
  translate: (descriptor: MessageDescriptor) => string,
  answer: { lastResult?: unknown },
  field: string,
): string | null {
  const result = answer.lastResult as { error?: Record<string, string[] | null> } | undefined
  const code = result?.error?.[field]?.[0]
  if (!code) return null
  return translate(DESK_FIELD_MESSAGES[code as DeskErrorCode] ?? DESK_FIELD_MESSAGES['invalid-form'])
}
