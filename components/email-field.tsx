import { Trans } from '@lingui/react/macro'
import { EMAIL_MAX_LENGTH } from '#domain/save-job.ts'
import { Field } from './forms.tsx'

/**
 * The "Email" field of the forms that take one address (save dialog, job alerts): typed
 * as an address, required, at most what SMTP accepts, with its message under it.
 */
export function EmailField({
  value,
  defaultValue,
  error,
  onChange,
}: {
  /** Controlled by React (with `onChange`), or `defaultValue` for a form a script enhances. */
  value?: string
  defaultValue?: string
  error: string | null
  onChange?: (value: string) => void
}) {
  return (
    <Field name="email" label={<Trans>Email</Trans>} error={error}>
      {(props) => (
        <input
          {...props}
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        />
      )}
    </Field>
  )
}
