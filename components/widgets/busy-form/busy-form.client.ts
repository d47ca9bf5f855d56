import { markBusy } from './busy-button.client.ts'
import { busyFormWidget } from './contract.ts'

/**
 * A plain form, posted as a page load, that a second click must not send again (the
 * withdrawal's confirmation would land on "already withdrawn"): once it is sent, its submit
 * button is disabled and says its `sending` value until the next page arrives. It is put back
 * if the browser shows this page again from its back-forward cache.
 */
export const enhanceBusyForms = busyFormWidget.enhancer((form) => {
  form.addEventListener('submit', (event) => {
    const submit = event.submitter ?? form.querySelector('button[type="submit"]')
    if (event.defaultPrevented || !(submit instanceof HTMLButtonElement)) return
    // After the event, so that the post still goes, with this button as its submitter.
    setTimeout(() => {
      const idle = markBusy(submit, busyFormWidget.values(form).sending)
      window.addEventListener('pageshow', idle, { once: true })
    })
  })
})
