import { defineWidget } from '../widget.ts'

/** The application form's phone field: a country list, its flag and a tel input, enhanced on the form's first touch. */
export const phoneFieldWidget = defineWidget()('phone-field')

/** The country list the markup renders: its accessible name and its entries, in the page's language (built by the page's +data). */
export type PhoneCountries = { label: string; options: { code: string; name: string }[] }
