import { showToast } from '../toasts/toasts.client.ts'
import { type EmailRefusalTexts, errorId } from './contract.ts'

/**
 * A field's message under it, as components/forms.tsx's ErrorList renders it (a list with
 * id `errorId(name)` that the control's aria-describedby points at), or none. The list goes
 * after `after` (the control itself unless its field has more under it, as the CV's limit).
 */
export function showFieldError(
  control: HTMLElement & { name: string },
  text: string | null,
  className: string,
  after: Element = control,
) {
  const id = errorId(control.name)
  const existing = document.getElementById(id)
  const describedBy = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((token) => token && token !== id)
  if (!text) {
    existing?.remove()
    control.removeAttribute('aria-invalid')
    setTokens(control, describedBy)
    return
  }
  const list = existing ?? document.createElement('ul')
  list.id = id
  if (!existing) {
    list.className = className
    after.insertAdjacentElement('afterend', list)
  }
  const item = document.createElement('li')
  item.textContent = text
  list.replaceChildren(item)
  control.setAttribute('aria-invalid', 'true')
  setTokens(control, [...describedBy, id])
}

/**
 * An address the spec's pattern refuses (save dialog, job alert): the message under the
 * field and the toast 'Email invalide', texts and class from the form's values.
 */
export function refuseEmail(input: HTMLInputElement, texts: EmailRefusalTexts, errorClass: string) {
  showFieldError(input, texts.invalid, errorClass)
  showToast({ title: texts.invalidTitle, description: texts.invalid, variant: 'destructive' })
}

function setTokens(control: HTMLElement, ids: string[]) {
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '))
  else control.removeAttribute('aria-describedby')
}
