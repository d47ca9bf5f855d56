/** How long 'Lien copié' stays visible in the top bar and elsewhere (spec section 9). */
export const COPIED_FEEDBACK_MS = 1500
/** How long 'Lien copié' stays visible in the share dialog (spec section 9). */
export const COPIED_FEEDBACK_DIALOG_MS = 2000

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>()
const ownTexts = new WeakMap<Element, string>()

/**
 * 'Lien copié' for `durationMs` in place of a button's words, then its own words again;
 * `live` (a polite live region, empty until then) says it to screen readers. A second copy
 * restarts the delay rather than ending it early.
 */
export function flashCopied(label: Element, live: Element | null, copiedText: string, durationMs: number) {
  if (!ownTexts.has(label)) ownTexts.set(label, label.textContent ?? '')
  clearTimeout(timers.get(label))
  label.textContent = copiedText
  if (live) live.textContent = copiedText
  timers.set(
    label,
    setTimeout(() => {
      label.textContent = ownTexts.get(label) ?? ''
      if (live) live.textContent = ''
    }, durationMs),
  )
}
