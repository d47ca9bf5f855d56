import type { FieldMetadata } from '@conform-to/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Field } from '#components/forms.tsx'
import { editorFieldMessage } from '../../editor-messages.ts'

type TextProps = {
  field: FieldMetadata<string | undefined>
  label: ReactNode
  type?: 'text' | 'url' | 'date'
  inputMode?: 'decimal'
  hint?: ReactNode
}

/** One line of the job form, with its label and its error in the page's language. */
export function TextField({ field, label, type = 'text', inputMode }: TextProps) {
  const { i18n } = useLingui()
  return (
    <Field name={field.name} label={label} error={editorFieldMessage(i18n._.bind(i18n), field.errors)}>
      {(props) => (
        <input
          {...props}
          key={field.key}
          type={type}
          inputMode={inputMode}
          defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        />
      )}
    </Field>
  )
}

/** A Markdown-like text (domain/markdown.ts), pasted from a word processor as the same subset. */
export function MarkdownField({ field, label }: TextProps) {
  const { i18n } = useLingui()
  return (
    <Field name={field.name} label={label} error={editorFieldMessage(i18n._.bind(i18n), field.errors)}>
      {(props) => (
        <textarea
          {...props}
          key={field.key}
          rows={10}
          data-markdown-paste=""
          defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        />
      )}
    </Field>
  )
}
