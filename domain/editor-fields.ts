import { safeExternalUrl } from './safe-urls.ts'
import { z } from './zod.ts'

// The fields both editors' forms (domain/job-form.ts, domain/company-form.ts) are made of,
// each with the error code of the form it is in: the public pages rely on these rules
// whichever editor wrote the value.

/** The longest Markdown-like text an editor takes (a description, a profile, a process). */
const MARKDOWN_MAX_LENGTH = 20_000

/** One line of text a page prints (chips, address): no control character, no line separator. */
export const oneLineField = (max: number, errors: { oneLine: string; tooLong: string }) =>
  z
    .string({ error: errors.oneLine })
    .trim()
    .max(max, errors.tooLong)
    .regex(/^[^\p{Cc}\u2028\u2029]*$/u, errors.oneLine)

/** Markdown-like text (domain/markdown.ts): any characters PostgreSQL's text holds, bounded. */
export const markdownField = (tooLong: string) =>
  z
    .string({ error: tooLong })
    .max(MARKDOWN_MAX_LENGTH, tooLong)
    .regex(/^[^\0]*$/, tooLong)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .optional()

/** An address a page links to: http(s) only (https assumed for a bare host). */
export const externalUrlField = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(2048, error)
    .transform((value, context) => {
      const safe = safeExternalUrl(value)
      if (safe === null) context.addIssue({ code: 'custom', message: error })
      return safe ?? value
    })
    .optional()
