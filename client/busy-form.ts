import { markBusy } from './busy-button.ts'
import { enhanceEach } from './enhance-each.ts'

/**
 * A plain form, posted as a page load, that a second click must not send again (the
 * withdrawal's confirmation would land on "already withdrawn"): once it is sent, its submit
 * button is disabled and says `data-busy-text` until the next page arrives. It is put back
 * if the browser shows this page again from its back-forward cache.
 */
export function enhanceBusyForms() {
  enhanceEach<HTMLFormElement>('form[data-busy-text]', (form) => {
    form.addEventListener('submit', (event) => {
      const submit = event.submitter ?? form.querySelector('button[type="submit"]')
      if (event.defaultPrevented || !(submit instanceof HTMLButtonElement)) return
      // After the event, so that the post still goes, with this button as its submitter.
      setTimeout(() => {
        const idle = markBusy(submit, form.dataset.busyText ?? '')
        window.addEventListener('pageshow', idle, { once: true })
      })
    })
  })
}
