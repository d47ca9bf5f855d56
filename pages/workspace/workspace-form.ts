import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { z } from '#domain/zod.ts'

/**
 * Every workspace form, as conform runs it: a plain POST that works before JavaScript, the
 * server's answer (`lastResult`) shown again with what was typed, and once hydrated the same
 * zod schema checking each field when it is left and again as it is corrected.
 */
export function useWorkspaceForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
  shouldValidate = 'onBlur',
  onSubmit,
}: {
  id: string
  schema: Schema
  /** The server's answer to this form's last post (a SubmissionResult), if any. */
  lastResult: unknown
  defaultValue?: DefaultValue<z.input<Schema>>
  shouldValidate?: 'onBlur' | 'onSubmit'
  /** Called once the form is valid, before the browser posts it (a script may send it itself). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void
}) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult: lastResult as SubmissionResult<string[]> | undefined,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate,
    shouldRevalidate: 'onInput',
    onSubmit,
  })
}

/** The page's language's translation of a message descriptor (what fieldMessage takes). */
export function useTranslate(): (descriptor: MessageDescriptor) => string {
  const { i18n } = useLingui()
  return i18n._.bind(i18n)
}

/** A field's value as the server sent it back, for an input's defaultValue. */
export const initialText = (value: unknown) => (typeof value === 'string' ? value : '')
