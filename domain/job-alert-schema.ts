import { JOB_ALERT_ERROR } from './job-alert.ts'
import { JOB_FILTER_MAX_LENGTH } from './job-list.ts'
import { plainAddress } from './save-job-schema.ts'
import { z } from './zod.ts'

/**
 * A criterion as the list's form sends it: at most the length the list keeps from its URL
 * (counted in code points, as the list cuts it), and no control character: the list turns
 * them into spaces when it reads its URL, so one here did not come from its form.
 */
const criterion = z
  .string({ error: JOB_ALERT_ERROR.criteria })
  .refine((value) => Array.from(value).length <= JOB_FILTER_MAX_LENGTH, JOB_ALERT_ERROR.criteria)
  .regex(/^[^\p{Cc}\u2028\u2029]*$/u, JOB_ALERT_ERROR.criteria)
  .transform((value) => value.trim())
  .default('')

/**
 * The job alert form (ADR 026): one plain address, checked as save-by-email's (spec
 * section 5), and the list's filters as criteria. Each issue carries its field's code.
 */
export const jobAlertSchema = z.object({
  email: plainAddress(JOB_ALERT_ERROR.email),
  q: criterion,
  contract: criterion,
  city: criterion,
  remote: criterion,
})

export type JobAlertPayload = z.infer<typeof jobAlertSchema>
