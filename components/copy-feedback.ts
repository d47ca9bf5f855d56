import { useCallback, useEffect, useRef, useState } from 'react'

/** How long 'Lien copié' stays visible in the top bar and elsewhere (spec section 9). */
export const COPIED_FEEDBACK_MS = 1500
/** How long 'Lien copié' stays visible in the share dialog (spec section 9). */
export const COPIED_FEEDBACK_DIALOG_MS = 2000

/** A flag that turns true when `markCopied()` is called and back to false after `durationMs`. */
export function useCopiedFlag(durationMs: number): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // No state update after unmount.
  useEffect(() => () => clearTimeout(timer.current), [])

  const markCopied = useCallback(() => {
    // A second copy restarts the delay rather than ending it early.
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), durationMs)
  }, [durationMs])

  return [copied, markCopied]
}
