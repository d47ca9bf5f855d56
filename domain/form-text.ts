import { z } from './zod.ts'

/** Text PostgreSQL can store and a form field can carry: no NUL, no other control but line breaks and tabs. */
export const formText = (max: number, error: string) =>
  z
    .string({ error })
    .max(max, error)
    .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, error)

/** An optional field: absent or blank is null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())
