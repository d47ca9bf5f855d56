import type { FieldMetadata } from '@conform-to/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { editorFieldMessage } from '../../editor-messages.ts'
import { TextField as WorkspaceTextField } from '../../workspace-fields.tsx'

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
    <WorkspaceTextField
      field={field}
      label={label}
      error={editorFieldMessage(i18n._.bind(i18n), field.errors)}
      type={type}
      inputMode={inputMode}
    />
  )
}

/** A Markdown-like text (domain/markdown.ts), pasted from a word processor as the same subset. */
export function MarkdownField({ field, label }: TextProps) {
  const { i18n } = useLingui()
  return (
    <WorkspaceTextField
      multiline
      field={field}
      label={label}
      error={editorFieldMessage(i18n._.bind(i18n), field.errors)}
      rows={10}
      data-markdown-paste=""
    />
  )
}
