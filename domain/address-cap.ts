import { msg } from '@lingui/core/macro'

/**
 * The answer once an address has had its e-mails of the day from visitors (ADR 039): job
 * alert confirmations and saved jobs together. Said by the job alert form and the save
 * dialog alike.
 */
export const ADDRESS_CAPPED_MESSAGE = msg`Cette adresse a reçu assez d'e-mails de notre part aujourd'hui. Réessayez demain.`

/** The refusal's code, in the endpoints' JSON. */
export const ADDRESS_CAPPED = 'address-capped'
