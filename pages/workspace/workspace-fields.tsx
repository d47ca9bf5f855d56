import { type FormMetadata, getFormProps } from '@conform-to/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { Field } from '#components/forms.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import * as styles from './workspace.css.ts'
import { initialText } from './workspace-form.ts'

/** What a field needs of conform's metadata: its name, its errors, what the server sent back. */
export type FieldState = { name: string; key?: string; errors?: string[]; initialValue?: unknown }

type Labelled = {
  field: FieldState
  label: ReactNode
  /** The field's refusal, already in the page's language (each form has its own messages). */
  error: string | null
  /** Tells two fields of one name apart on a page (the door has two e-mail fields). */
  id?: string
}

/** An input's own attributes, or `multiline` and a textarea's. */
type Control =
  | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
  | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)

/**
 * A workspace text field: its label, an input (or a textarea) showing again what was sent when
 * the server refused it, and its error. `key` remounts the control when conform resets the form.
 */
export function TextField({ field, label, error, id = field.name, ...control }: Labelled & Control) {
  return (
    <Field name={id} label={label} error={error}>
      {(props) => {
        const sent = { name: field.name, defaultValue: initialText(field.initialValue) }
        if (control.multiline) {
          const { multiline: _, ...textarea } = control
          return <textarea {...props} {...textarea} {...sent} key={field.key} />
        }
        const { multiline: _, ...input } = control
        return <input {...props} {...input} {...sent} key={field.key} />
      }}
    </Field>
  )
}

/** A workspace form that posts (it works before JavaScript), with conform's id and checks once hydrated. */
export function PostForm<Schema extends Record<string, unknown>>({
  form,
  action,
  submit,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  /** Where it posts; none: the page's own address. */
  action?: string
  /** The words of its main button, last in the form; none: the form has its own buttons. */
  submit?: ReactNode
  children: ReactNode
}) {
  return (
    <form method="post" action={action} {...getFormProps(form)} className={styles.form}>
      {children}
      {submit ? (
        <button type="submit" className={button}>
          {submit}
        </button>
      ) : null}
    </form>
  )
}

/**
 * A form of one button (a role change, a removal, a checkout): it posts `fields` as hidden
 * inputs, so it works before JavaScript like every workspace form.
 */
export function ButtonForm({
  action,
  fields = {},
  secondary = false,
  className,
  children,
}: {
  action: string
  fields?: Record<string, string>
  secondary?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <form method="post" action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={secondary ? buttonSecondary : button}>
        {children}
      </button>
    </form>
  )
}

/** What refused the whole form (a limit, an outage), announced at once; nothing when it was not refused. */
export function FormAlert({ message }: { message: MessageDescriptor | undefined }) {
  const { i18n } = useLingui()
  return message ? (
    <p role="alert" className={styles.formError}>
      {i18n._(message)}
    </p>
  ) : null
}
