/**
 * The site's one modal dialog (ADR 011, 029): a <dialog> rendered closed whose content is
 * a <template>, so a client without dialogs or scripts shows no stray form. Opening
 * clones the template into the dialog, points aria-labelledby/-describedby at the clone
 * (`data-labelledby`, `data-describedby`), wires its `data-dialog-close` buttons and calls
 * showModal(); closing (Escape, a button) empties it again, so each opening starts clean.
 * Returns the dialog, ready for the caller to wire its form, or null if it has no content.
 */
export function openModalDialog(dialog: HTMLDialogElement, onClose?: () => void): HTMLDialogElement | null {
  const template = dialog.querySelector('template')
  if (!template || dialog.open) return null
  dialog.appendChild(template.content.cloneNode(true))
  for (const name of ['labelledby', 'describedby'] as const) {
    const id = dialog.dataset[name]
    if (id) dialog.setAttribute(`aria-${name}`, id)
  }
  for (const button of dialog.querySelectorAll('[data-dialog-close]')) {
    button.addEventListener('click', () => dialog.close())
  }
  dialog.addEventListener(
    'close',
    () => {
      for (const child of [...dialog.children]) if (child !== template) child.remove()
      dialog.removeAttribute('aria-labelledby')
      dialog.removeAttribute('aria-describedby')
      onClose?.()
    },
    { once: true },
  )
  dialog.showModal()
  return dialog
}
