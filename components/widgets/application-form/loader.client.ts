import { enhanceWithin } from '../registry.client.ts'
import { applicationFormWidget } from './contract.ts'
import { acceptDroppedCv } from './cv-drop.client.ts'

/**
 * The application form's enhancers, loaded apart from the page's script (../enhance.client.ts)
 * so that no page loads zod and the phone metadata at load, the form's own included. Those
 * two are most of the form's script, and evaluating them as the page loaded kept a phone's
 * main thread busy for 50–130 ms (Lighthouse's TBT): they are loaded when the visitor first
 * touches the form (focus, pointer, a drag, a change, a submit). What the visitor did
 * before they run is caught up with: a submit waits for them, and each control changed is
 * announced to them again. Only a dropped CV is taken at once, or the browser would open
 * the file instead.
 */
export const enhanceApplicationForms = applicationFormWidget.enhancer((form) => {
  acceptDroppedCv(form)
  fillFromChosenCv(form)
  let enhanced = false
  const changed = new Set<HTMLElement>()
  let ready: Promise<void> | undefined
  const load = () => {
    ready ??= Promise.all([
      import('../phone-field/phone-field.client.ts'),
      import('./application-form.client.ts'),
      startProof(form),
    ]).then(([phone, checks]) => {
      // The phone field's listeners first: the form checks the number once it is formatted.
      enhanceWithin(form, [phone.enhancePhoneFields])
      checks.enhanceApplicationForm(form)
      enhanced = true
      for (const control of changed) {
        // A country chosen is a `change` to the phone field's script, typing an `input`.
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
      }
    })
    return ready
  }
  for (const type of ['focusin', 'pointerdown', 'dragenter']) {
    form.addEventListener(type, () => void load(), { once: true, passive: true })
  }
  form.addEventListener('input', (event) => {
    if (enhanced || !(event.target instanceof HTMLElement)) return
    changed.add(event.target)
    void load()
  })
  form.addEventListener('submit', (event) => {
    if (enhanced) return
    event.preventDefault()
    const submitter = event.submitter
    // Without its script (it failed to load), the form is sent as it is without JavaScript.
    load().then(
      () => form.requestSubmit(submitter),
      () => form.submit(),
    )
  })
})

/**
 * The proof of work needs none of the form's checks: its small module is asked for beside
 * them and starts at once, so that on a slow phone the hashing is not queued behind zod and
 * the phone metadata. Without it the form is sent unproven, as without JavaScript.
 */
function startProof(form: HTMLFormElement): Promise<void> {
  const field = applicationFormWidget.find<HTMLInputElement>(form, 'proof')
  if (!field) return Promise.resolve()
  return import('./proof-of-work.client.ts').then(
    (proof) => proof.startProofOfWork(field),
    () => undefined,
  )
}

/**
 * A PDF chosen or dropped fills the form's empty fields (cv-autofill.client.ts): its
 * script, and pdf.js in a worker, are loaded only then. The file input's `input` comes
 * again once the checks are loaded (caught up with above): the same file is read once.
 */
function fillFromChosenCv(form: HTMLFormElement) {
  let read: File | undefined
  form.addEventListener('input', (event) => {
    const input = event.target
    const file = input instanceof HTMLInputElement && input.type === 'file' ? input.files?.[0] : undefined
    const pdf = file && (file.type === 'application/pdf' || /\.pdf$/i.test(file.name))
    if (!file || !pdf || file === read) return
    read = file
    import('./cv-autofill.client.ts').then(
      (autofill) => autofill.autofillFromCv(form, file),
      // Without it the form is the one without autofill: nothing to tell the candidate.
      () => undefined,
    )
  })
}
