import { externalUrlField, markdownField, oneLineField } from './editor-fields.ts'
import { isPayRequired } from './pay-transparency.ts'
import { jobTitleSchema } from './public-name.ts'
import { z } from './zod.ts'

// The job editor's form: every field of the spec's job (section 3) plus the closing
// date, as the workspace's page (conform, in the browser) and its action (on the server) both
// parse it. What the public pages rely on is checked here: one-line bounded texts, a country
// code, safe addresses, amounts that fit numeric(12, 2) with max ≥ min, and the pay where the
// job's country requires it in the ad (domain/pay-transparency.ts), when publishing.

/**
 * The buttons of the editor: `<button name="intent" value="…">` (conform's intent convention).
 * `preview` saves nothing: it shows the public page with what was typed (ADR 074).
 */
export const JOB_INTENTS = ['save', 'publish', 'unpublish', 'close', 'reopen', 'duplicate', 'preview'] as const
export type JobIntent = (typeof JOB_INTENTS)[number]

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const

/** Each refusal, as a code the forms show with its text (pages/workspace/editor-messages.ts). */
export const JOB_FORM_ERROR = {
  required: 'job-required',
  tooLong: 'job-too-long',
  oneLine: 'job-one-line',
  country: 'job-country',
  zipCode: 'job-zip-code',
  amount: 'job-amount',
  range: 'job-salary-range',
  currency: 'job-currency',
  period: 'job-period',
  url: 'job-url',
  date: 'job-date',
  closingPast: 'job-closing-past',
  payRequired: 'job-pay-required',
  intent: 'job-intent',
  version: 'job-version',
} as const
export type JobFormError = (typeof JOB_FORM_ERROR)[keyof typeof JOB_FORM_ERROR]

const E = JOB_FORM_ERROR

const oneLine = (max: number) => oneLineField(max, E).optional()

const markdown = markdownField(E.tooLong)

/** An amount as numeric(12, 2) holds it: digits, an optional decimal part ('45000', '45 000,50'). */
const amount = z
  .string({ error: E.amount })
  .transform((value) => value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,10}(?:\.\d{1,2})?$/, E.amount))
  .optional()

const applyUrl = externalUrlField(E.url)

/** A day (input type=date); the job closes at the end of it, Europe/Paris (the query converts it). */
const closingDay = z
  .string({ error: E.date })
  .refine((day) => {
    // A real day of the calendar: '2026-02-30' would reach PostgreSQL and fail there (a 500).
    const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null
    return date !== null && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= '2000'
  }, E.date)
  .optional()

export const jobFormSchema = z
  .object({
    intent: z.enum(JOB_INTENTS, { error: E.intent }).default('save'),
    /** The version the form was read at (optimistic concurrency); absent for a new job. */
    version: z.coerce.number({ error: E.version }).int(E.version).min(0, E.version).optional(),
    // The one rule of every company name and job title (one line, bounded, no link or phone).
    title: jobTitleSchema,
    contractType: oneLine(80),
    experienceLevel: oneLine(80),
    educationLevel: oneLine(80),
    remote: oneLine(80),
    duration: oneLine(80),
    city: oneLine(100),
    zipCode: z
      .string({ error: E.zipCode })
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,15}$/u, E.zipCode)
      .optional(),
    countryCode: z
      .string({ error: E.country })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, E.country),
    officeAddress: oneLine(300),
    salaryMin: amount,
    salaryMax: amount,
    salaryCurrency: z
      .string({ error: E.currency })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, E.currency)
      .default('EUR'),
    salaryPeriod: z.enum(SALARY_PERIODS, { error: E.period }).optional(),
    description: markdown,
    profile: markdown,
    recruitmentProcess: markdown,
    applyUrl,
    closesOn: closingDay,
  })
  .superRefine((job, context) => {
    if (job.salaryMin !== undefined && job.salaryMax !== undefined && Number(job.salaryMax) < Number(job.salaryMin)) {
      context.addIssue({ code: 'custom', path: ['salaryMax'], message: E.range })
    }
    const hasAmount = job.salaryMin !== undefined || job.salaryMax !== undefined
    if (hasAmount && job.salaryPeriod === undefined) {
      context.addIssue({ code: 'custom', path: ['salaryPeriod'], message: E.period })
    }
    // Publishing (or reopening) where the law asks for the pay in the ad needs a starting amount.
    const goesPublic = job.intent === 'publish' || job.intent === 'reopen'
    if (goesPublic && isPayRequired(job.countryCode) && job.salaryMin === undefined) {
      context.addIssue({ code: 'custom', path: ['salaryMin'], message: E.payRequired })
    }
  })

export type JobForm = z.infer<typeof jobFormSchema>
