import { LOCALES } from './locale.ts'
import { EMAIL_MAX_LENGTH, SAVE_JOB_EMAIL_PATTERN } from './save-job.ts'
import { z } from './zod.ts'

/**
 * The save-by-email payload (spec section 3): email, jobId, jobTitle, companyName, url.
 * The endpoint reads the title, company and URL from the database instead of trusting
 * them, so they are only bounded here.
 */
export const saveJobSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH).regex(SAVE_JOB_EMAIL_PATTERN),
  jobId: z.uuid(),
  jobTitle: z.string().max(500).optional(),
  companyName: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
  locale: z.enum(LOCALES).default('fr'),
})

export type SaveJobPayload = z.infer<typeof saveJobSchema>
