import type { RecruiterLinkStatus } from '#domain/application-status.ts'
import { isRecruiterLinkStatus } from '#domain/application-status.ts'
import type { Locale } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { platformOnly, publicUrl } from '#domain/public-urls.ts'
import type { LinkSigning } from './link-signing.ts'
import { signToken, type TokenCheck, verifyToken } from './signed-tokens.ts'

/**
 * The signed links of application status (ADR 046), made here only, so that what builds
 * absolute addresses (origin, language, company path) changes in one place.
 *
 * The candidate's status page link names the application and works while it is kept (its
 * `retain_until`, as the withdrawal link). A recruiter's link names the application and
 * one status, and works as long as the CV link of the same e-mail (30 days). Both travel
 * in the query (`?token=`), never in a path: paths are logged, and such an address is
 * answered `no-referrer` (server/services/personal-links.ts).
 */

const DAY_MS = 86_400_000
export const RECRUITER_STATUS_LINK_DAYS = 30

export function applicationStatusToken(secret: string, application: { id: string; retainUntil: Date }) {
  return signToken(secret, {
    purpose: 'application-status',
    subject: application.id,
    expiresAt: application.retainUntil,
  })
}

export function checkApplicationStatusToken(secret: string, token: string, now?: Date): Promise<TokenCheck> {
  return verifyToken(secret, token, 'application-status', now)
}

export function applicationStatusPath(locale: Locale, companySlug: string, token: string): string {
  return `${localizedPath(locale, companyPaths.applicationStatus(companySlug))}?token=${encodeURIComponent(token)}`
}

/** The absolute link of the candidate's status page, for the e-mails. */
export async function applicationStatusUrl(
  links: LinkSigning,
  locale: Locale,
  application: { id: string; retainUntil: Date; companySlug: string },
): Promise<string> {
  const token = await applicationStatusToken(links.secret, application)
  return companyPageUrl(links, locale, companyPaths.applicationStatus(application.companySlug), token)
}

/** A page of the company's space, on its public host (domain/public-urls.ts), with its token. */
function companyPageUrl(links: LinkSigning, locale: Locale, path: string, token?: string): string {
  const search = token === undefined ? '' : `?token=${encodeURIComponent(token)}`
  return publicUrl(links.origins ?? platformOnly(links.origin), locale, path, search)
}

/**
 * The status page's path for a verified withdrawal token (the confirmation page's, from its
 * cookie, ADR 025): both name the application and end at its retention date, so one is
 * signed from the other without reading the database. Null for a token that is not valid.
 */
export async function statusPathOfWithdrawalToken(
  secret: string,
  locale: Locale,
  companySlug: string,
  withdrawToken: string,
): Promise<string | null> {
  const check = await verifyToken(secret, withdrawToken, 'withdraw')
  if (!check.ok) return null
  const token = await applicationStatusToken(secret, { id: check.subject, retainUntil: check.expiresAt })
  return applicationStatusPath(locale, companySlug, token)
}

/** The absolute link of the application's job, for the webhook's data. */
export function applicationJobUrl(
  links: LinkSigning,
  locale: Locale,
  application: { companySlug: string; jobId: string },
) {
  return companyPageUrl(links, locale, companyPaths.job(application.companySlug, application.jobId))
}

/** A recruiter's link to confirm one status for one application. */
export async function recruiterStatusUrl(
  links: LinkSigning,
  locale: Locale,
  application: { id: string; createdAt: Date; retainUntil: Date; companySlug: string },
  status: RecruiterLinkStatus,
): Promise<string> {
  const end = Math.min(
    application.createdAt.getTime() + RECRUITER_STATUS_LINK_DAYS * DAY_MS,
    application.retainUntil.getTime(),
  )
  const token = await signToken(links.secret, {
    purpose: 'recruiter-status',
    subject: `${application.id}:${status}`,
    expiresAt: new Date(end),
  })
  return companyPageUrl(links, locale, companyPaths.recruiterStatus(application.companySlug), token)
}

export type RecruiterStatusCheck =
  | { ok: true; applicationId: string; status: RecruiterLinkStatus }
  | { ok: false; reason: 'invalid' | 'expired' }

export async function checkRecruiterStatusToken(
  secret: string,
  token: string,
  now?: Date,
): Promise<RecruiterStatusCheck> {
  const check = await verifyToken(secret, token, 'recruiter-status', now)
  if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' }
  const [applicationId, status, ...rest] = check.subject.split(':')
  if (!applicationId || !isRecruiterLinkStatus(status) || rest.length > 0) return { ok: false, reason: 'invalid' }
  return { ok: true, applicationId, status }
}
