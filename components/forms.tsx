import type { ReactNode } from 'react'
import * as styles from './forms.css.ts'
import { errorId } from './widgets/field-error/contract.ts'

/** What a form control needs to be labelled and to point at its messages. */
export type ControlProps = {
  id: string
  name: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The id of a field's message list: also what the form's script and tests look for. */
export { errorId }

export function controlProps(name: string, error: string | null | undefined): ControlProps {
  return {
    id: `field-${name}`,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(name) : undefined,
  }
}

/**
 * A labelled form field (the Epic Stack's `Field`): the label, the control rendered by
 * `children` with its id, name and ARIA state, and the field's error under it.
 */
export function Field({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: ReactNode
  error?: string | null
  children: (control: ControlProps & { className: string }) => ReactNode
}) {
  const control = { ...controlProps(name, error), className: styles.control }
  return (
    <div className={styles.field}>
      <label htmlFor={control.id} className={styles.label}>
        {label}
      </label>
      {children(control)}
      <ErrorList name={name} errors={error ? [error] : null} />
    </div>
  )
}

/** The class of a field's message list, for scripts that show a message (widgets/save-job/save-job.client.ts). */
export const errorListClass = styles.errorList

/** A field's messages, announced with the control that `aria-describedby` points here. */
export function ErrorList({ name, errors }: { name: string; errors: string[] | null | undefined }) {
  if (!errors?.length) return null
  return (
    <ul id={errorId(name)} className={styles.errorList}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}
