import { Trans } from '@lingui/react/macro'
import { EMAIL_MAX_LENGTH } from '#domain/save-job.ts'
import { Field } from './forms.tsx'

/**
 * The "Email" field of the forms that take one address (save dialog, job alerts): typed
 * as an address, required, at most what SMTP accepts, with its message under it. Both
 * forms are enhanced by a script (the save-job and job-alert widgets in components/widgets/), not React.
 */
export function EmailField({ defaultValue, error }: { defaultValue?: string | undefined; error: string | null }) {
  return (
    <Field name="email" label={<Trans>Email</Trans>} error={error}>
      {(props) => (
        <input
          {...props}
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={defaultValue}
        />
      )}
    </Field>
  )
}
