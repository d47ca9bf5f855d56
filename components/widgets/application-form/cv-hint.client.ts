import { type ApplicationErrorCode, checkCv } from '#domain/application.ts'

import { applicationFormWidget } from './contract.ts'

/**
 * The CV zone's hint (a target of the form) says when the chosen file is ready to be sent
 * ('cv.pdf — PDF prêt à être envoyé', `cvReady` being the translated end), else what the
 * server wrote there.
 */
export function cvHint(form: HTMLFormElement, texts: { cvReady: string }) {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]')
  const hint = applicationFormWidget.find(form, 'cv-hint')
  const original = { text: hint?.textContent ?? '', testId: hint?.dataset.testid }
  const chosen = () => input?.files?.[0] ?? null
  return {
    /** The chosen file's own refusal (type), or none: before the form's first check. */
    check(show: (name: string, code: ApplicationErrorCode | null) => void) {
      const file = chosen()
      show('cv', file ? checkCv(file) : null)
    },
    /** The hint, once the CV's message is up to date: 'ready' only for a file nobody refused. */
    refresh() {
      const file = chosen()
      if (!hint || !input) return
      const ready = file !== null && input.getAttribute('aria-invalid') !== 'true'
      hint.textContent = ready ? `${file.name} — ${texts.cvReady}` : original.text
      if (ready) hint.dataset.testid = 'cv-ready'
      else if (original.testId) hint.dataset.testid = original.testId
      else delete hint.dataset.testid
    },
  }
}
