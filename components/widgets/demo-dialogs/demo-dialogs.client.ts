import { openModalDialog } from '../modal-dialog/modal-dialog.client.ts'
import { showToast } from '../toasts/toasts.client.ts'
import { type DemoTexts, demoDialogWidget } from './contract.ts'

/**
 * The company space's inert demo dialogs (spec sections 2, 4 and 5), in no navigation:
 * `?demo=fleurs` or `?demo=photo` opens one (demo-dialogs.tsx renders both, closed, with
 * their texts). Demo behaviour only: they validate and show a toast, and send or store
 * nothing. Closing one takes `demo` out of the address.
 */
export const enhanceDemoDialogs = demoDialogWidget.enhancer((element) => {
  const { kind, texts } = demoDialogWidget.values(element)
  if (new URL(window.location.href).searchParams.get('demo') !== kind) return
  const dialog = openModalDialog(element, () => {
    const url = new URL(window.location.href)
    url.searchParams.delete('demo')
    window.history.replaceState(window.history.state, '', url)
  })
  if (dialog) (kind === 'fleurs' ? wireFlowers : wirePhoto)(dialog, texts)
})

/** The error under a form (said in the dialog: the toast sits under its backdrop) and as a toast. */
function refuse(dialog: HTMLDialogElement, text: string) {
  const error = demoDialogWidget.find(dialog, 'error')
  if (error) error.textContent = text
  showToast({ title: text, variant: 'destructive' })
}

function clearErrorOnInput(dialog: HTMLDialogElement) {
  dialog.addEventListener('input', () => {
    for (const error of demoDialogWidget.findAll(dialog, 'error')) error.textContent = ''
  })
}

/** Today's calendar date in Paris as YYYY-MM-DD, the format of <input type="date">. */
function todayInParis(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date())
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Flowers in two steps: a date (today or later) and an amount, then who sends them and where. */
function wireFlowers(dialog: HTMLDialogElement, texts: DemoTexts) {
  const [first, second] = dialog.querySelectorAll('form')
  const step = demoDialogWidget.find(dialog, 'step')
  const date = first?.querySelector<HTMLInputElement>('input[type="date"]')
  if (!first || !second || !step || !date) return
  date.min = todayInParis()
  clearErrorOnInput(dialog)
  const show = (next: 1 | 2) => {
    first.hidden = next === 2
    second.hidden = next === 1
    step.textContent = (next === 1 ? texts.step1 : texts.step2) ?? ''
    // Focus follows the step change.
    ;(next === 2 ? second.querySelector('input') : date)?.focus()
  }
  first.addEventListener('submit', (event) => {
    event.preventDefault()
    const today = todayInParis()
    date.min = today
    // Same YYYY-MM-DD format on both sides, so comparing the strings compares the dates.
    if (!date.value || date.value < today || !first.querySelector('input[type="radio"]:checked')) {
      return refuse(dialog, texts.error)
    }
    show(2)
  })
  demoDialogWidget.find(second, 'back')?.addEventListener('click', () => show(1))
  // Only reached once the browser's required-field checks pass. Nothing is sent: demo only.
  second.addEventListener('submit', (event) => {
    event.preventDefault()
    showToast({ title: texts.done })
    dialog.close()
  })
}

/** A photo: a type and an image are required; the file is never read. */
function wirePhoto(dialog: HTMLDialogElement, texts: DemoTexts) {
  const form = dialog.querySelector('form')
  clearErrorOnInput(dialog)
  form?.addEventListener('submit', (event) => {
    event.preventDefault()
    const image = form.querySelector<HTMLInputElement>('input[type="file"]')
    if (!form.querySelector('input[type="radio"]:checked') || !image?.files?.length) {
      return refuse(dialog, texts.error)
    }
    showToast({ title: texts.done })
    dialog.close()
  })
}
