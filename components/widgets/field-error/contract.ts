/**
 * A field's message (components/forms.tsx's ErrorList, or field-error.client.ts in the
 * browser): a list with this id, which the control's aria-describedby names. It goes after
 * the control, or after the element marked `errorsAfter(name)` when the field has more
 * under it (the CV's limit, the phone field's country list).
 */
export const errorId = (name: string) => `error-${name}`

export const errorsAfter = (name: string) => ({ 'data-errors-after': name })
export const errorsAfterSelector = (name: string) => `[data-errors-after="${name}"]`

/** An address the spec's pattern refuses: the field's message and the toast's title. */
export type EmailRefusalTexts = { invalid: string; invalidTitle: string }
