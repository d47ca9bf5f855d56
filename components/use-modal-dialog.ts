import { useEffect, useRef } from 'react'

/**
 * Opens and closes a native <dialog> from `open`. The returned handler reports a close the
 * visitor made (Escape, a button) but not one caused by `open` turning false, so switching
 * dialogs closes nothing else. Callers render the dialog's content only while it is open:
 * a client without dialogs (a text browser) then shows no stray form.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const openRef = useRef(open)

  // The <dialog> is always rendered closed (same markup on server and client); showModal() runs here only.
  useEffect(() => {
    openRef.current = open
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])

  const handleClose = () => {
    if (openRef.current) onClose()
  }
  return { ref, handleClose }
}
