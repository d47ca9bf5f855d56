import { defineWidget } from '../widget.ts'

/** The application form's phone field: a country list, its flag and a tel input, enhanced on the form's first touch. */
export const phoneFieldWidget = defineWidget()('phone-field')
