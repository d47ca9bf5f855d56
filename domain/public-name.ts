import { z } from './zod.ts'

/**
 * A company's name or a job's title: text a tenant types once and the site then publishes
 * in `<title>`, JSON-LD, share cards, and e-mails sent to addresses strangers typed. One
 * rule for both, enforced by the database too (`public.public_name_problem` in
 * supabase/migrations/*_baseline_companies_and_jobs.sql, the same patterns, checked equal by
 * tests/integration/public-names.test.ts):
 * - one line, bounded: no control character, no line or paragraph separator;
 * - no invisible formatting: bidi overrides and isolates (`Acme U+202E gnp.exe` drew as
 *   "Acme exe.png"), zero-width characters, soft hyphens;
 * - no link: no scheme (`https://`), no `www.`, no `@`, no host name with a path
 *   (`evil.example/job`) or ending in a common top-level domain (`evil.com`), since mail
 *   clients turn those into links; `Node.js` or `ASP.NET` stay titles;
 * - no phone number: no run of 9 digits or more (spaces, dots, dashes, slashes and
 *   brackets between them), nor `+` and 7 digits; years, salaries and "3x8" stay.
 * Patterns use only what both JavaScript and PostgreSQL's regular expressions read alike
 * (ASCII classes, `\u` escapes, lookahead), so the two sides cannot drift.
 */

export const COMPANY_NAME_MAX_LENGTH = 100
export const JOB_TITLE_MAX_LENGTH = 150

/** Why a name is refused; the workspace's forms show each with its text (pages/workspace/editor-messages.ts). */
export const PUBLIC_NAME_ERROR = {
  required: 'public-name-required',
  tooLong: 'public-name-too-long',
  multiline: 'public-name-multiline',
  invisible: 'public-name-invisible',
  link: 'public-name-link',
  phone: 'public-name-phone',
} as const
export type PublicNameError = (typeof PUBLIC_NAME_ERROR)[keyof typeof PUBLIC_NAME_ERROR]

// Copied verbatim into the migration's function (the integration test compares them).
export const PUBLIC_NAME_PATTERNS = {
  // JavaScript's trim() set: a name neither starts nor ends with any of them.
  edgeSpace:
    '^[\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]|[\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]$',
  multiline: '[\\u0001-\\u001f\\u007f-\\u009f\\u2028\\u2029]',
  invisible: '[\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff]',
  link: '[a-z][a-z0-9+.-]*://|(^|[^a-z0-9-])www\\.|@|[a-z0-9-]\\.[a-z]{2,}/|[a-z0-9-]\\.(com|net|org|info|biz|io|co|fr|uk|de|eu|be|ch|ca|us|ru|cn|app|dev|xyz|online|site|top|link|click|shop|me|ly|example|test)(?![a-z0-9-])',
  // A word ending in .NET is the framework, not a host: it becomes "ASP NET" before the link test.
  dotNet: '(^|[^a-z0-9-])(asp|vb|ado)\\.net(?![a-z0-9-])',
  phone: '[0-9]([ ./()-]{0,2}[0-9]){8,}|[+] ?[(]?[0-9]([ ./()-]{0,2}[0-9]){6,}',
} as const

const DOT_NET = new RegExp(PUBLIC_NAME_PATTERNS.dotNet, 'giu')
const EDGE_SPACE = new RegExp(PUBLIC_NAME_PATTERNS.edgeSpace, 'u')
const MULTILINE = new RegExp(PUBLIC_NAME_PATTERNS.multiline, 'u')
const INVISIBLE = new RegExp(PUBLIC_NAME_PATTERNS.invisible, 'u')
const LINK = new RegExp(PUBLIC_NAME_PATTERNS.link, 'iu')
const PHONE = new RegExp(PUBLIC_NAME_PATTERNS.phone, 'u')

/** The first rule `value` breaks, null when it is a fit company name or job title of at most `maxLength` characters. */
export function publicNameProblem(value: string, maxLength: number): PublicNameError | null {
  if (value === '' || EDGE_SPACE.test(value)) return PUBLIC_NAME_ERROR.required
  if ([...value].length > maxLength) return PUBLIC_NAME_ERROR.tooLong
  if (MULTILINE.test(value)) return PUBLIC_NAME_ERROR.multiline
  if (INVISIBLE.test(value)) return PUBLIC_NAME_ERROR.invisible
  if (LINK.test(value.replace(DOT_NET, '$1$2 NET'))) return PUBLIC_NAME_ERROR.link
  if (PHONE.test(value)) return PUBLIC_NAME_ERROR.phone
  return null
}

const every = (pattern: string, flags = '') => new RegExp(pattern, `gu${flags}`)
const LINE_BREAKS = every(PUBLIC_NAME_PATTERNS.multiline)
const INVISIBLES = every(PUBLIC_NAME_PATTERNS.invisible)
const PHONES = every(PUBLIC_NAME_PATTERNS.phone)

/**
 * A name or title as an e-mail to a stranger carries it, whatever the row holds (a row the
 * database refused to repair is named by the migration, but e-mails do not rely on it): one
 * line, nothing invisible, and each phone number or word holding a link cut out ("…"), so
 * that no mail client shows the company's text as a link or as a line of its own.
 */
export function inertName(value: string): string {
  return value
    .replace(LINE_BREAKS, ' ')
    .replace(INVISIBLES, '')
    .replace(PHONES, '…')
    .split(/\s+/u)
    .map((word) => (LINK.test(word.replace(DOT_NET, '$1$2 NET')) ? '…' : word))
    .join(' ')
    .trim()
}

const publicName = (maxLength: number) =>
  z
    .string({ error: PUBLIC_NAME_ERROR.required })
    .trim()
    .superRefine((value, context) => {
      const problem = publicNameProblem(value, maxLength)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })

/** A company's name, as the workspace's forms and the database accept it. */
export const companyNameSchema = publicName(COMPANY_NAME_MAX_LENGTH)
/** A job's title, as the workspace's forms and the database accept it. */
export const jobTitleSchema = publicName(JOB_TITLE_MAX_LENGTH)
