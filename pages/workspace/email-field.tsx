import { Trans } from '@lingui/react/macro'
import { EMAIL_MAX_LENGTH } from '#domain/save-job.ts'
import { type FieldState, TextField } from './workspace-fields.tsx'
import { useTranslate } from './workspace-form.ts'
import { fieldMessage } from './workspace-messages.ts'

/**
 * The e-mail address a workspace form asks for (sign-in, a new space, an invitation), with
 * its refusal's message. `id` tells two such fields of one page apart (the door has two).
 */
export function EmailField({
  field,
  id = field.name,
  autoComplete,
}: {
  field: FieldState
  id?: string
  /** `off` for someone else's address (an invitation): the browser's own is no suggestion. */
  autoComplete: 'email' | 'off'
}) {
  const translate = useTranslate()
  return (
    <TextField
      field={field}
      id={id}
      label={<Trans>Adresse e-mail</Trans>}
      error={fieldMessage(translate, field.errors)}
      type="email"
      required
      autoComplete={autoComplete}
      maxLength={EMAIL_MAX_LENGTH}
    />
  )
}
