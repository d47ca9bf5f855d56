/**
 * A form's submit button while its request is under way: disabled (a second click sends
 * nothing) and saying `sendingText`. Returns what puts it back as it was.
 */
export function markBusy(submit: HTMLButtonElement, sendingText: string): () => void {
  const idleText = submit.textContent
  submit.disabled = true
  submit.textContent = sendingText
  return () => {
    submit.disabled = false
    submit.textContent = idleText
  }
}
