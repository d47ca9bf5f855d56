import { toE164 } from './application.ts'
import { readableAccent } from './brand-color.ts'
import { GALLERY_MAX } from './company-lists.ts'
import { companyVideo } from './company-video.ts'
import { externalUrlField, markdownField, oneLineField } from './editor-fields.ts'
import { companyNameSchema } from './public-name.ts'
import { safeImageSrc } from './safe-urls.ts'
import { META_DESCRIPTION_MAX } from './seo-text.ts'
import { z } from './zod.ts'

// The company space's form: every field of the spec's company (section 6), as the
// workspace's page and its action both parse it, with what the public pages rely on: one-line
// bounded texts, safe addresses, a playable video, a phone in E.164, numbers within the
// columns' checks, lists bounded and in the order given. Images are addresses the space
// already has (uploads come with R2); each photo needs its alternative text.

export const COMPANY_FORM_ERROR = {
  tooLong: 'company-too-long',
  oneLine: 'company-one-line',
  url: 'company-url',
  video: 'company-video',
  phone: 'company-phone',
  year: 'company-year',
  age: 'company-age',
  rate: 'company-rate',
  image: 'company-image',
  alt: 'company-alt',
  tooMany: 'company-too-many',
  color: 'company-color',
  version: 'company-version',
} as const
export type CompanyFormError = (typeof COMPANY_FORM_ERROR)[keyof typeof COMPANY_FORM_ERROR]
const E = COMPANY_FORM_ERROR

export const SEO_PAGE_KEYS = ['company', 'homepage', 'jobs', 'job_detail', 'team'] as const
export const SEO_TITLE_MAX = 70

const line = (max: number) => oneLineField(max, E)
const optionalLine = (max: number) => line(max).optional()
const markdown = markdownField(E.tooLong)
/** An address a page links to: http(s) only (https assumed for a bare host). */
const link = externalUrlField(E.url)
const number = (min: number, max: number, error: string, step: 'int' | 'decimal') =>
  z
    .string({ error })
    .transform((value) => value.trim().replace(',', '.'))
    .pipe(
      z
        .string()
        .regex(step === 'int' ? /^\d{1,4}$/ : /^\d{1,3}(?:\.\d{1,2})?$/, error)
        .transform(Number)
        .pipe(z.number().min(min, error).max(max, error)),
    )
    .optional()
/** A page's title and description for search engines, in French and, optionally, in English (domain/seo-text.ts). */
const seoText = { title: optionalLine(SEO_TITLE_MAX), metadesc: optionalLine(META_DESCRIPTION_MAX) }
const seoEntry = z.object({ ...seoText, en: z.object(seoText).optional() }).optional()
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, E.tooMany).default([])

/** The form's buttons: `save`, or `preview` (the public page with what was typed, nothing saved; ADR 074). */
export const COMPANY_INTENTS = ['save', 'preview'] as const

export const companyFormSchema = z.object({
  intent: z.enum(COMPANY_INTENTS, { error: E.version }).default('save'),
  /** The version the form was read at (optimistic concurrency, as for jobs). */
  version: z.coerce.number({ error: E.version }).int(E.version).min(1, E.version),
  name: companyNameSchema,
  baseline: optionalLine(160),
  description: markdown,
  values: markdown,
  vision: markdown,
  website: link,
  industry: optionalLine(120),
  sizeRange: optionalLine(60),
  headquarters: optionalLine(200),
  location: optionalLine(200),
  foundedYear: number(1600, new Date().getUTCFullYear(), E.year, 'int'),
  averageAge: number(14, 99, E.age, 'decimal'),
  turnover: optionalLine(60),
  turnoverRate: number(0, 100, E.rate, 'decimal'),
  companiesPhone: z
    .string({ error: E.phone })
    .trim()
    .transform((value, context) => {
      const e164 = toE164(value)
      if (e164 === null) context.addIssue({ code: 'custom', message: E.phone })
      return e164 ?? value
    })
    .optional(),
  videoUrl: z
    .string({ error: E.video })
    .trim()
    .max(2048, E.video)
    .refine((value) => value.startsWith('https://') && companyVideo(value) !== null, E.video)
    .optional(),
  keyFigures: list(z.object({ label: line(60), value: line(40) }), 12),
  techStack: list(line(40), 40),
  offices: list(z.object({ name: optionalLine(120), address: optionalLine(300), country: optionalLine(60) }), 20),
  socialLinks: z
    .object({ linkedin: link, instagram: link, facebook: link, x: link, youtube: link, tiktok: link })
    .default({}),
  recruitmentProcess: list(z.object({ title: line(100), description: optionalLine(500) }), 10),
  seoPages: z
    .object({
      company: seoEntry,
      homepage: seoEntry,
      jobs: seoEntry,
      job_detail: seoEntry,
      team: seoEntry,
    } satisfies Record<(typeof SEO_PAGE_KEYS)[number], unknown>)
    .default({}),
  photos: list(
    z.object({
      url: z.string({ error: E.image }).refine((value) => safeImageSrc(value) !== null, E.image),
      alt: line(200).min(1, E.alt),
    }),
    GALLERY_MAX,
  ),
  accentColor: z
    .string({ error: E.color })
    .trim()
    .refine((value) => readableAccent(value) !== null, E.color)
    .transform((value) => value.toLowerCase())
    .optional(),
})

export type CompanyForm = z.infer<typeof companyFormSchema>
