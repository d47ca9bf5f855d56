import type { CvContact } from '#domain/cv-autofill/cv-contact.ts'
import { isBlankPhone, typePhone } from '#domain/phone-input.ts'
import { showToast } from '../toasts/toasts.client.ts'
import { applicationFormWidget, CV_FILLED_FIELDS, type CvFilledField, type CvReadAnswer } from './contract.ts'

/**
 * Past this from when the reader has the file, it is stopped and nothing is filled: a huge
 * or hostile PDF costs the candidate nothing.
 */
export const CV_READ_GIVE_UP_MS = 5000
/**
 * The reader's script (pdf.js, 541 KB gzip) may take longer to arrive on a slow network or
 * a busy device; that is no freeze (it loads off the page's thread), so it has longer.
 */
export const CV_READER_LOAD_GIVE_UP_MS = 30_000
/** Marks a control filled from the CV until the candidate changes it (tests and styles read it). */
export const FROM_CV = 'data-from-cv'

/**
 * Fills the application form's empty fields from the chosen CV (ADR 047), loaded
 * by loader.client.ts only once a PDF is chosen. The PDF is read in a worker of the site's
 * own origin (cv-reader.worker.ts): nothing is sent anywhere before the form is. Each
 * field filled gets a note saying it came from the CV, and the toasts' live region
 * announces them; a field the candidate typed in is never touched.
 */
export async function autofillFromCv(form: HTMLFormElement, file: File) {
  const phone = form.elements.namedItem('phone')
  const country = form.elements.namedItem('phoneCountry')
  applicationFormWidget.set(form, 'cv-read', 'reading')
  const contact = await readCv(file, country instanceof HTMLSelectElement ? country.value : '')
  // Another file was chosen meanwhile: its own reading fills the form.
  if (form.querySelector<HTMLInputElement>('input[type="file"]')?.files?.[0] !== file) return
  const filled = CV_FILLED_FIELDS.filter((name) => {
    if (name !== 'phone') return fillText(form, name, contact[name])
    const phoneField = phone instanceof HTMLInputElement && country instanceof HTMLSelectElement
    return phoneField ? fillPhone(phone, country, contact.phone) : false
  })
  applicationFormWidget.set(form, 'cv-read', 'done')
  if (filled.length === 0) return
  const { texts } = applicationFormWidget.values(form)
  const note = applicationFormWidget.find<HTMLTemplateElement>(form, 'cv-note')?.content.firstElementChild
  for (const name of filled) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement && note) markFromCv(control, note)
  }
  const fields = new Intl.ListFormat(document.documentElement.lang, { type: 'conjunction' })
  showToast({
    title: texts.cvFilled.title,
    description: `${fields.format(filled.map((name) => texts.cvFilled.fields[name]))}. ${texts.cvFilled.check}`,
  })
}

/** The contact the reader found in `file`, or none once it gave up or failed. */
export function readCv(file: File, country: string): Promise<CvContact> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./cv-reader.worker.ts', import.meta.url), { type: 'module', name: 'cv-reader' })
    const done = (contact: CvContact) => {
      clearTimeout(timer)
      worker.terminate()
      resolve(contact)
    }
    let timer = setTimeout(() => done({}), CV_READER_LOAD_GIVE_UP_MS)
    worker.onmessage = (event: MessageEvent<CvReadAnswer | { action: string }>) => {
      if ('reading' in event.data) {
        clearTimeout(timer)
        timer = setTimeout(() => done({}), CV_READ_GIVE_UP_MS)
      }
      // pdf.js's worker code, loaded in the reader, greets the page first ('ready'): not the answer.
      if ('contact' in event.data) done(event.data.contact)
    }
    worker.onerror = () => done({})
    worker.postMessage({ file, country })
  })
}

function fillText(form: HTMLFormElement, name: Exclude<CvFilledField, 'phone'>, value: string | undefined): boolean {
  const control = form.elements.namedItem(name)
  if (!value || !(control instanceof HTMLInputElement) || control.value.trim() !== '') return false
  control.value = value
  // The form's checks (once the candidate submitted) hear it as typing.
  control.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}

function fillPhone(input: HTMLInputElement, select: HTMLSelectElement, phone: CvContact['phone']): boolean {
  if (!phone || !isBlankPhone({ text: input.value, country: select.value })) return false
  const state = typePhone(phone.e164, phone.country)
  select.value = state.country
  input.value = state.text
  // The phone field's script shows the country's flag on `input`, then the form checks it.
  input.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}

/** The note under a filled field, which describes it, until the candidate changes the field. */
function markFromCv(control: HTMLInputElement, model: Element) {
  const note = model.cloneNode(true) as HTMLElement
  note.id = `${control.id}-from-cv`
  ;(control.closest('[data-phone-field]') ?? control).insertAdjacentElement('afterend', note)
  control.setAttribute(FROM_CV, '')
  const describedBy = control.getAttribute('aria-describedby')
  control.setAttribute('aria-describedby', [describedBy, note.id].filter(Boolean).join(' '))
  const unmark = (event: Event) => {
    if (!event.isTrusted) return
    control.removeEventListener('input', unmark)
    control.removeAttribute(FROM_CV)
    note.remove()
    const rest = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== note.id)
    if (rest.length) control.setAttribute('aria-describedby', rest.join(' '))
    else control.removeAttribute('aria-describedby')
  }
  control.addEventListener('input', unmark)
}
