/**
 * A field's message under it, as components/forms.tsx's ErrorList renders it (a list
 * with id `error-<name>` the control's aria-describedby points at), or none.
 */
export function showFieldError(input: HTMLInputElement, text: string | null, className: string) {
  const id = `error-${input.name}`
  const existing = document.getElementById(id)
  if (!text) {
    existing?.remove()
    input.removeAttribute('aria-invalid')
    input.removeAttribute('aria-describedby')
    return
  }
  const list = existing ?? document.createElement('ul')
  list.id = id
  if (!existing) {
    list.className = className
    input.insertAdjacentElement('afterend', list)
  }
  const item = document.createElement('li')
  item.textContent = text
  list.replaceChildren(item)
  input.setAttribute('aria-invalid', 'true')
  input.setAttribute('aria-describedby', id)
}
