import { COPIED_FEEDBACK_DIALOG_MS, COPIED_FEEDBACK_MS, flashCopied } from './copy-feedback.ts'
import { openModalDialog } from './modal-dialog.ts'
import { showToast } from './toasts.ts'

/**
 * 'Partager' (spec section 2), without React: native share when the browser has it, else
 * copy the link, else (or when copying is refused) the dialog to copy it by hand. The
 * button (components/share.tsx) carries the page's title and every text as data
 * attributes, translated on the server; `data-dialog` and `data-live` name its dialog and
 * its live region.
 */
export function enhanceShareButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-share-title]')) {
    if (button.dataset.enhanced !== undefined) continue
    button.dataset.enhanced = ''
    // A second click while the share sheet is open would make navigator.share() fail.
    let busy = false
    button.addEventListener('click', async () => {
      if (busy) return
      busy = true
      try {
        await share(button)
      } finally {
        busy = false
      }
    })
  }
}

async function share(button: HTMLButtonElement) {
  const texts = button.dataset
  const url = window.location.href
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: texts.shareTitle ?? '', url })
    } catch (error) {
      if (!isAbortError(error)) {
        showToast({ title: texts.shareFailed ?? '', description: texts.shareFailedDetail, variant: 'destructive' })
      }
    }
    return
  }
  // Undefined outside secure contexts, despite the DOM types.
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(url)
      const label = button.querySelector('[data-label]') ?? button
      flashCopied(label, document.getElementById(texts.live ?? ''), texts.copied ?? '', COPIED_FEEDBACK_MS)
      showToast({ title: texts.copied ?? '' })
      return
    } catch {
      // Permission refused: the dialog lets the visitor copy by hand, no error toast.
    }
  }
  const dialog = document.getElementById(texts.dialog ?? '')
  if (dialog instanceof HTMLDialogElement) openShareDialog(dialog, url, texts)
}

/** The link in a read-only field, selected, and 'Copier'. Escape closes it (native). */
function openShareDialog(element: HTMLDialogElement, url: string, texts: DOMStringMap) {
  const dialog = openModalDialog(element)
  const input = dialog?.querySelector('input')
  const copy = dialog?.querySelector<HTMLButtonElement>('[data-copy]')
  const error = dialog?.querySelector('[role="alert"]')
  if (!dialog || !input || !copy) return
  input.value = url
  input.addEventListener('focus', () => input.select())
  input.focus()
  input.select()
  const copied = () => {
    if (error) error.textContent = ''
    flashCopied(copy, dialog.querySelector('[aria-live="polite"]'), texts.copied ?? '', COPIED_FEEDBACK_DIALOG_MS)
  }
  copy.addEventListener('click', async () => {
    if (navigator.clipboard?.writeText) {
      try {
        await navigator.clipboard.writeText(url)
        return copied()
      } catch {
        // Try the older way below.
      }
    }
    input.focus()
    input.select()
    try {
      // Deprecated but the only way left without the Clipboard API (or with its permission refused).
      if (document.execCommand('copy')) return copied()
    } catch {
      // Reported below.
    }
    // The toast sits under the modal's backdrop (inert), so the failure is also said here.
    if (error) error.textContent = texts.copyFailed ?? ''
    showToast({ title: texts.error ?? '', description: texts.copyFailed, variant: 'destructive' })
  })
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}
