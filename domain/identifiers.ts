import { z } from './zod.ts'

/**
 * Route parameters are validated before they reach SQL: a malformed slug or id is
 * simply "not found" (404), never a database error.
 */
export const companySlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

const uuidSchema = z.uuid()

export function parseCompanySlug(value: string | undefined): string | null {
  const parsed = companySlugSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** A job's or an application's id (as a URL or a signed link names it): a UUID, lower-cased, or null. */
export function parseUuid(value: string | undefined): string | null {
  const parsed = uuidSchema.safeParse(value?.toLowerCase())
  return parsed.success ? parsed.data : null
}
