import { COMPANY_NAME_MAX_LENGTH, publicNameProblem } from './public-name.ts'
import { plainAddress } from './save-job-schema.ts'
import { z } from './zod.ts'

/**
 * The workspace's forms, one zod schema each, read by the pages (conform's
 * `parseWithZod`) and by the routes that receive them. Each issue carries its field's code;
 * the pages say it in the visitor's language (pages/workspace/workspace-messages.ts).
 */
export const WORKSPACE_ERROR = {
  email: 'invalid-email',
  companyName: 'invalid-company-name',
  slugForm: 'invalid-slug',
  slugReserved: 'reserved-slug',
  slugTaken: 'taken-slug',
  role: 'invalid-role',
  confirmSlug: 'slug-mismatch',
} as const
export type WorkspaceErrorCode = (typeof WORKSPACE_ERROR)[keyof typeof WORKSPACE_ERROR]

/** Refusals of a whole form, not of a field. */
export type WorkspaceFormError = 'rate-limited' | 'address-capped' | 'unavailable' | 'already-member' | 'last-owner'

/** The site's own first path segments, which a company's address can never be (`/{lang}/{slug}`). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'workspace',
  'accessibility',
  'api',
  'assets',
  'not-found',
  'sitemaps',
  'sitemap',
  'share-cards',
  'demo',
  'admin',
  'login',
  'signin',
  'signup',
  'billing',
  'settings',
  'static',
  'www',
])

export const SLUG_MAX_LENGTH = 60
const SLUG_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The address a company name suggests: lower case, accents and punctuation gone, words joined by dashes. */
export function suggestSlug(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

const slugField = z
  .string({ error: WORKSPACE_ERROR.slugForm })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX_LENGTH, WORKSPACE_ERROR.slugForm)
  .regex(SLUG_FORM, WORKSPACE_ERROR.slugForm)
  .refine((slug) => !RESERVED_SLUGS.has(slug), WORKSPACE_ERROR.slugReserved)

const email = plainAddress(WORKSPACE_ERROR.email).transform((address) => address.toLowerCase())
// The rule the database holds every company name to (domain/public-name.ts), and 2 characters.
const companyName = z
  .string({ error: WORKSPACE_ERROR.companyName })
  .trim()
  .min(2, WORKSPACE_ERROR.companyName)
  .refine((name) => publicNameProblem(name, COMPANY_NAME_MAX_LENGTH) === null, WORKSPACE_ERROR.companyName)

/** "Sign in": an address, which gets a one-time link if it belongs to someone. */
export const signInSchema = z.object({
  intent: z.literal('sign-in'),
  email,
})

/**
 * "Create a space": who, which company, at which address. Left empty, the address is the
 * one the name suggests (the page fills it in as the name is typed, when it has JavaScript).
 */
export const createSpaceSchema = z
  .object({
    intent: z.literal('create-space'),
    email,
    companyName,
    slug: z.string({ error: WORKSPACE_ERROR.slugForm }).optional(),
  })
  .transform((fields) => ({ ...fields, slug: fields.slug ?? suggestSlug(fields.companyName) }))
  .pipe(z.object({ intent: z.literal('create-space'), email: z.string(), companyName: z.string(), slug: slugField }))

/** The schema of the door's form its `intent` button names. */
export const doorSchemaOf = (intent: unknown) => (intent === 'create-space' ? createSpaceSchema : signInSchema)
export type DoorFields = z.infer<typeof signInSchema> | z.infer<typeof createSpaceSchema>

export const MEMBER_ROLES = ['owner', 'recruiter'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** An owner's invitation: an address and a role. */
export const invitationSchema = z.object({
  email,
  role: z.enum(MEMBER_ROLES, { error: WORKSPACE_ERROR.role }),
})

/** How long the e-mailed links last (minutes; invitations in days). */
export const SIGN_IN_LINK_MINUTES = 15
export const INVITATION_DAYS = 7

/** How long an owner may restore a deleted space before it is erased (ADR 067). */
export const SPACE_RESTORE_DAYS = 30

/**
 * "Delete the space": its owner types its address (`slug`) to confirm. The page and the
 * route build it with the space's own slug.
 */
export const deleteSpaceSchemaFor = (slug: string) =>
  z.object({
    confirmSlug: z
      .string({ error: WORKSPACE_ERROR.confirmSlug })
      .trim()
      .refine((typed) => typed === slug, WORKSPACE_ERROR.confirmSlug),
  })
