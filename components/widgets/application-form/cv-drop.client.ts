/**
 * The application form's CV zone (the label around the file input) takes a dropped file as
 * the input's choice. Set up as the page loads, before the form's checks are: a file
 * dropped before then would otherwise be opened by the browser in place of the form.
 */
export function acceptDroppedCv(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]')
  const zone = input?.closest('label')
  zone?.addEventListener('dragover', (event) => event.preventDefault())
  zone?.addEventListener('drop', (event) => {
    event.preventDefault()
    const files = event.dataTransfer?.files
    if (!input || !files?.length) return
    input.files = files
    // Setting `files` fires nothing: the form checks the CV on `input`, as when one is chosen.
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
