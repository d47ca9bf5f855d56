import { formText, optional } from './form-text.ts'
import { plainAddress } from './save-job-schema.ts'
import { z } from './zod.ts'

/**
 * The workspace's settings (ADR 070): one schema per form of
 * /{lang}/workspace/settings, read by the page (conform) and by the routes that receive
 * them. Each refusal carries its field's code, which the page words in its language.
 */
export const SETTINGS_ERROR = {
  applicationsEmail: 'invalid-applications-email',
  delay: 'invalid-delay',
  closingText: 'invalid-closing-text',
  webhookUrl: 'invalid-webhook-url',
  form: 'invalid-form',
} as const
export type SettingsErrorCode = (typeof SETTINGS_ERROR)[keyof typeof SETTINGS_ERROR]

/** The database's bounds (companies_closing_answer_delay, the texts' length checks). */
export const CLOSING_DELAY_MAX_DAYS = 90
export const CLOSING_TEXT_MAX = 2000
/** The longest webhook URL kept. */
export const WEBHOOK_URL_MAX = 2048

/** A form's random key, made when its page rendered: the same form sent twice is one change. */
const formKey = z.uuid({ error: SETTINGS_ERROR.form })

/** Where applications are e-mailed (none: only the webhook, if any), and whether candidates are told of each change. */
export const deliverySettingsSchema = z.object({
  applicationsEmail: optional(plainAddress(SETTINGS_ERROR.applicationsEmail)),
  notifyCandidates: z.boolean({ error: SETTINGS_ERROR.form }).default(false),
})

const closingText = optional(formText(CLOSING_TEXT_MAX, SETTINGS_ERROR.closingText).transform((value) => value.trim()))

/** The closing answer: its delay after an offer closes (0 allowed) and its texts (none: the default one). */
export const closingAnswerSettingsSchema = z.object({
  delayDays: z
    .number({ error: SETTINGS_ERROR.delay })
    .int(SETTINGS_ERROR.delay)
    .min(0, SETTINGS_ERROR.delay)
    .max(CLOSING_DELAY_MAX_DAYS, SETTINGS_ERROR.delay),
  textFr: closingText,
  textEn: closingText,
})

/**
 * The ATS webhook's URL (blank: none). The route then judges it as every delivery does
 * (https, a public host: server/features/deliveries/webhook-target.ts, which lets tests
 * name their local receiver), and so does the database (companies_check_webhook_url).
 */
export const webhookSettingsSchema = z.object({
  formKey,
  url: optional(
    formText(WEBHOOK_URL_MAX, SETTINGS_ERROR.webhookUrl)
      .trim()
      .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, SETTINGS_ERROR.webhookUrl),
  ),
})

/** A new webhook secret, or a delivery sent again: the form's key only. */
export const keyedFormSchema = z.object({ formKey })

export type DeliverySettings = z.infer<typeof deliverySettingsSchema>
export type ClosingAnswerSettings = z.infer<typeof closingAnswerSettingsSchema>
