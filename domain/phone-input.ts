import {
  AsYouType,
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min'
import { DEFAULT_PHONE_COUNTRY, toE164 } from './application.ts'

/**
 * The application form's phone field as the visitor types (components/widgets/phone-field/phone-field.client.ts; the
 * server renders its first state with the same functions): always international
 * ('+33 6 12 34 56 78'), the country list following the number and the number following
 * the list, never longer than the country allows. `INTERNATIONAL` is the list's entry for
 * a number whose country is not known yet.
 */
export const INTERNATIONAL = 'ZZ'

export type PhoneInputState = { text: string; country: string }

const prefixOf = (country: string) => (isCountry(country) ? `+${getCountryCallingCode(country)}` : '')
const isCountry = (country: string): country is CountryCode => country !== INTERNATIONAL && isSupportedCountry(country)

/** What the field shows before anything is typed: the country's calling code ('+33'). */
export function initialPhoneInput(submitted: string | undefined): PhoneInputState {
  // A number refused with the form is shown again only when it can be read.
  const e164 = submitted ? toE164(submitted) : null
  return typePhone(e164 ?? prefixOf(DEFAULT_PHONE_COUNTRY), DEFAULT_PHONE_COUNTRY)
}

/**
 * The field after the visitor changed it to `typed`: only '+' and digits count, the country
 * is the number's (or stays the chosen one while the number could still be of it), and
 * digits past the country's longest number are dropped. Without its '+', a number is read
 * as the person writes it at home: '06 12 34 56 78' under France is +33 6 12 34 56 78 (the
 * field's '+33' replaced by typing over it, as the keyboard's Tab selects it), '0044…' is
 * +44…; other digits are an international number whose '+' is missing.
 */
export function typePhone(typed: string, country: string): PhoneInputState {
  let digits = phoneDigits(typed)
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`
  else if (digits.startsWith('0') && isCountry(country)) digits = nationalToInternational(digits, country)
  else if (digits && !digits.startsWith('+')) digits = `+${digits}`
  const formatter = new AsYouType()
  formatter.input(digits)
  const guessed = formatter.getCountry()
  const callingCode = formatter.getCallingCode()
  const derived =
    guessed && callingCode
      ? isCountry(country) && getCountryCallingCode(country) === callingCode
        ? country
        : countryOfCallingCode(callingCode, guessed)
      : couldBeOf(digits, country)
        ? country
        : INTERNATIONAL
  const next = digits.length > 1 ? derived : digits === '+' && country !== INTERNATIONAL ? country : INTERNATIONAL
  if (isCountry(next)) {
    while (digits.length > 1 && validatePhoneNumberLength(digits, next) === 'TOO_LONG') digits = digits.slice(0, -1)
  }
  return { text: digits ? new AsYouType().input(digits) : '', country: next }
}

// Calling codes whose countries the compact metadata tells apart exactly, by area code
// (+1: the United States, Canada, the Caribbean; +7: Russia and Kazakhstan).
const COUNTRY_BY_AREA_CODE = new Set(['1', '7'])
// The metadata's own (untyped) reading of a calling code's main country: the copy the
// functions above use, where `libphonenumber-js/min/metadata` would bundle a second one.
const mainCountries = new Metadata() as Metadata & { getCountryCodeForCallingCode(code: string): string | undefined }

/**
 * The country to show for a number of `callingCode` that libphonenumber read as `guessed`.
 * Elsewhere the compact metadata guesses a shared code's smaller territories from a few
 * leading digits (+44 7911… read as Guernsey, +358 18… as Åland): the code's main country
 * is the likelier and the safer one, and the number is the same whichever is shown. (The
 * field keeps a country chosen in its list when the number is of its calling code.)
 */
export function countryOfCallingCode(callingCode: string, guessed: string | undefined): string {
  if (COUNTRY_BY_AREA_CODE.has(callingCode)) return guessed ?? INTERNATIONAL
  return mainCountries.getCountryCodeForCallingCode(callingCode) ?? guessed ?? INTERNATIONAL
}

/**
 * The field after a country was chosen in the list: a number already of that country
 * stays; any other is replaced by the country's calling code (as the React widget did).
 */
export function choosePhoneCountry(state: PhoneInputState, country: string): PhoneInputState {
  if (!isCountry(country)) return { text: state.text, country: INTERNATIONAL }
  const digits = phoneDigits(state.text)
  const prefix = prefixOf(country)
  return digits.startsWith(prefix) ? typePhone(digits, country) : { text: prefix, country }
}

/**
 * A whole international number pasted ('+44 20 7946 0958', '0044 20…') replaces the
 * field, so that it is not read with the previous country's length limit and cut; `null`
 * for anything else, which is pasted as usual.
 */
export function pastedPhone(pasted: string): PhoneInputState | null {
  const text = pasted.trim()
  const e164 = /^(?:\+|00)/.test(text) ? toE164(text.replace(/^00/, '+')) : null
  return e164 ? typePhone(e164, INTERNATIONAL) : null
}

/**
 * A national number ('0612…') as the international one of `country` ('+33612…'); while it
 * is only the trunk prefix ('0'), the country's calling code, which the next digits follow.
 */
function nationalToInternational(digits: string, country: CountryCode): string {
  const formatter = new AsYouType(country)
  formatter.input(digits)
  return formatter.getNumber()?.number ?? prefixOf(country)
}

/** The '+' (first only) and digits of what was typed. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '')
  return text.trimStart().startsWith('+') ? `+${digits}` : digits
}

/** Whether a partial international number can still be one of `country` ('+3' of France's '+33'). */
function couldBeOf(digits: string, country: string): boolean {
  const prefix = prefixOf(country)
  return prefix !== '' && (prefix.startsWith(digits) || digits.startsWith(prefix))
}

/**
 * Whether the field holds no number yet: empty, a lone '+', or only the chosen country's
 * calling code as the field starts ('+33'). A CV may fill such a field.
 */
export function isBlankPhone(state: PhoneInputState): boolean {
  const digits = phoneDigits(state.text)
  return digits === '' || digits === '+' || (isCountry(state.country) && digits === prefixOf(state.country))
}
