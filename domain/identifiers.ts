import { z } from './zod.ts'

/**
 * Route parameters are validated before they reach SQL: a malformed slug or id is
 * simply "not found" (404), never a database error.
 */
export const companySlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

export const jobIdSchema = z.uuid()

export function parseCompanySlug(value: string | undefined): string | null {
  const parsed = companySlugSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export function parseJobId(value: string | undefined): string | null {
  const parsed = jobIdSchema.safeParse(value?.toLowerCase())
  return parsed.success ? parsed.data : null
}

/** An application's id, as a signed link names it: a UUID, or null. */
export function parseApplicationId(value: string | undefined): string | null {
  return parseJobId(value)
}
