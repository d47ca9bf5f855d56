import { enhanceApplicationForm } from './application-form.ts'
import { enhancePhoneFields } from './phone-field.ts'

/**
 * The application form's own enhancers, apart from client/enhance.ts so that the other
 * HTML-only pages never load zod and the phone metadata. The phone field's listeners come
 * first: the form checks the number once it is formatted.
 */
enhancePhoneFields()
enhanceApplicationForm()
