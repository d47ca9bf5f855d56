import { z } from './zod.ts'

/**
 * The Enterprise "Nous contacter" form of the billing page (ADR 061): who to talk to, what
 * the company needs, and its size. Read by the page (conform's `parseWithZod`) and by the
 * route that e-mails it to sales. Each issue carries its field's code; the page says it in
 * the visitor's language.
 */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const SALES_CONTACT_ERROR = {
  name: 'invalid-contact-name',
  need: 'invalid-need',
  size: 'invalid-size',
} as const

export const CONTACT_NAME_MAX_LENGTH = 100
export const NEED_MAX_LENGTH = 2000

export const salesContactSchema = z.object({
  name: z
    .string({ error: SALES_CONTACT_ERROR.name })
    .trim()
    .min(1, SALES_CONTACT_ERROR.name)
    .max(CONTACT_NAME_MAX_LENGTH, SALES_CONTACT_ERROR.name)
    // One line: it heads an e-mail.
    .regex(/^[^\p{Cc}\u2028\u2029]*$/u, SALES_CONTACT_ERROR.name),
  need: z
    .string({ error: SALES_CONTACT_ERROR.need })
    .trim()
    .min(1, SALES_CONTACT_ERROR.need)
    .max(NEED_MAX_LENGTH, SALES_CONTACT_ERROR.need)
    // Lines, but no other control character.
    .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, SALES_CONTACT_ERROR.need),
  size: z.enum(COMPANY_SIZES, { error: SALES_CONTACT_ERROR.size }),
})

export type SalesContact = z.infer<typeof salesContactSchema>

/** A refused field's code, as the page shows it in the visitor's language. */
export type SalesContactErrorCode = (typeof SALES_CONTACT_ERROR)[keyof typeof SALES_CONTACT_ERROR]
