import { LOCALES } from './locale.ts'
import { EMAIL_MAX_LENGTH, SAVE_JOB_EMAIL_PATTERN, SAVE_JOB_ERROR } from './save-job.ts'
import { z } from './zod.ts'

/** Any text PostgreSQL's `text` type can hold: everything but NUL. */
const storableText = (max: number) =>
  z
    .string({ error: SAVE_JOB_ERROR.other })
    .max(max, SAVE_JOB_ERROR.other)
    .regex(/^[^\0]*$/, SAVE_JOB_ERROR.other)

/**
 * One plain address (domain/save-job.ts), trimmed; any refusal carries `error`. Shared
 * with the job alert form (domain/job-alert-schema.ts).
 */
export function plainAddress(error: string) {
  return z.string({ error }).trim().max(EMAIL_MAX_LENGTH, error).regex(SAVE_JOB_EMAIL_PATTERN, error)
}

/**
 * The save-by-email payload (spec section 3): email, jobId, jobTitle, companyName, url.
 * The endpoint reads the title, company and URL from the database instead of trusting
 * them, so they are only bounded here. Each issue carries its field's error code
 * (domain/save-job.ts).
 */
export const saveJobSchema = z.object({
  email: plainAddress(SAVE_JOB_ERROR.email),
  jobId: z.uuid({ error: SAVE_JOB_ERROR.jobId }),
  jobTitle: storableText(500).optional(),
  companyName: storableText(500).optional(),
  url: storableText(2000).optional(),
  locale: z.enum(LOCALES, { error: SAVE_JOB_ERROR.other }).default('fr'),
})

export type SaveJobPayload = z.infer<typeof saveJobSchema>
