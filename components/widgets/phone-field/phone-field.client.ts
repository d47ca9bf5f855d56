import {
  choosePhoneCountry,
  INTERNATIONAL,
  type PhoneInputState,
  pastedPhone,
  phoneDigits,
  typePhone,
} from '#domain/phone-input.ts'
import { phoneFieldWidget } from './contract.ts'

/**
 * The application form's phone field (contract.ts: a country list, its flag and
 * a tel input, all rendered by the server and posted as they are) as the visitor types:
 * domain/phone-input.ts decides what the field shows; this wires it to the page. Choosing
 * a country never moves the focus (WCAG 3.2.2: a closed list changes on ↓ or a letter).
 */
export const enhancePhoneFields = phoneFieldWidget.enhancer((field) => {
  const select = field.querySelector('select')
  const input = field.querySelector('input')
  const flag = field.querySelector('img')
  if (!select || !input || !flag) return
  // The field's last text, to tell a deleted space of the formatting from a deleted digit.
  let previous = input.value
  const show = (state: PhoneInputState, caretDigits?: number) => {
    input.value = state.text
    previous = state.text
    select.value = state.country
    showFlag(flag, select)
    if (caretDigits !== undefined) placeCaret(input, caretDigits)
  }
  const current = (): PhoneInputState => ({ text: input.value, country: select.value })

  select.addEventListener('change', () => show(choosePhoneCountry(current(), select.value)))
  input.addEventListener('paste', (event) => {
    const state = pastedPhone(event.clipboardData?.getData('text') ?? '')
    if (!state) return
    event.preventDefault()
    show(state)
    // The field changed without an input event: the form's live validation listens for one.
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  input.addEventListener('input', (event) => {
    let typed = input.value
    let caret = digitsBefore(typed, input.selectionStart ?? typed.length)
    // Backspace over a space of the formatting removes the digit before it, as expected.
    const deletedFormatting =
      (event as InputEvent).inputType === 'deleteContentBackward' &&
      phoneDigits(typed) === phoneDigits(previous) &&
      typed.length < previous.length
    if (deletedFormatting && caret > 0) {
      const at = positionAfterDigits(typed, caret) - 1
      typed = typed.slice(0, at) + typed.slice(at + 1)
      caret -= 1
    }
    const state = typePhone(typed, select.value)
    // Read without its '+' ('33…', a national '06…'), the number is rewritten in front of
    // the caret ('+33 6…': a '+' added, a trunk '0' dropped): the caret keeps the digits
    // that were after it.
    if (!phoneDigits(typed).startsWith('+') && state.text.startsWith('+')) {
      const after = digitsBefore(typed, typed.length) - caret
      caret = Math.max(0, digitsBefore(state.text, state.text.length) - after)
    }
    show(state, caret)
  })
})

/** The flag of the chosen country, named by its entry in the list; none for 'International'. */
function showFlag(flag: HTMLImageElement, select: HTMLSelectElement) {
  const country = select.value
  flag.hidden = country === INTERNATIONAL
  if (country === INTERNATIONAL) return
  flag.src = `/flags/${country}.svg`
  flag.alt = select.selectedOptions[0]?.textContent ?? country
}

/** How many of '+' and digits stand before `position` in `text`. */
function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/[^\d+]/g, '').length
}

/** The position in `text` just after its `count`-th '+' or digit. */
function positionAfterDigits(text: string, count: number): number {
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    if (seen === count) return index
    if (/[\d+]/.test(text.charAt(index))) seen++
  }
  return text.length
}

/** Keeps the caret after the same digits once the field is reformatted (only while it has the focus). */
function placeCaret(input: HTMLInputElement, digits: number) {
  if (document.activeElement !== input) return
  const position = positionAfterDigits(input.value, digits)
  input.setSelectionRange(position, position)
}
