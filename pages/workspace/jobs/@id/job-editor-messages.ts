import type { MessageDescriptor } from '@lingui/core'
import { JOB_FORM_MESSAGES, type JobFormError } from '#domain/job-form.ts'
import { PUBLIC_NAME_MESSAGES, type PublicNameError } from '#domain/public-name.ts'

const MESSAGES: Record<string, MessageDescriptor> = { ...JOB_FORM_MESSAGES, ...PUBLIC_NAME_MESSAGES }

/** A field's first error code as its message, in the page's language; null when it has none. */
export function jobFieldMessage(
  translate: (descriptor: MessageDescriptor) => string,
  errors: string[] | undefined,
): string | null {
  const code = errors?.[0] as JobFormError | PublicNameError | undefined
  if (!code) return null
  return translate(MESSAGES[code] ?? JOB_FORM_MESSAGES['job-required'])
}
