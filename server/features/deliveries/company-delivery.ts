import type { ApplicationFields } from '#domain/application.ts'
import type { ApplicationRisk } from '#domain/application-risk.ts'
import { RECRUITER_LINK_STATUSES, type RecruiterLinkStatus } from '#domain/application-status.ts'
import type { Locale } from '#domain/locale.ts'
import type { Sql } from '../../db/client.ts'
import type { ApplicationJob, ApplicationMessages, StoredApplication } from '../../db/queries/applications.ts'
import { companiesWithoutDelivery } from '../../db/queries/companies.ts'
import { findCvLinkRenewal } from '../../db/queries/cv-links.ts'
import { signToken } from '../../services/signed-tokens.ts'
import { recruiterStatusUrl } from '../application-status/application-status-link.ts'
import { queueEmail } from './email-outbox.ts'
import type { LinkSigning } from './link-signing.ts'
import { recruiterApplicationEmail, recruiterCvLinkEmail } from './recruiter-email.ts'

/**
 * What a company receives for each application (ADR 023, 024): the recruiters' e-mail
 * and the ATS webhook's data, both naming the CV by one signed download link.
 */

/** A company space has no language of its own: recruiters are written to in French (ADR 023). */
export const RECRUITER_LOCALE: Locale = 'fr'
/** How long a CV download link works (ADR 023); never past the application's retention. */
export const CV_LINK_DAYS = 30
/** The Worker's route for those links (server/routes/cv-download.ts). */
export const CV_DOWNLOAD_PATH = '/api/cv/'

export type ApplicationForCompany = {
  /** The candidate's language, as the webhook reports it. */
  locale: Locale
  fields: Pick<ApplicationFields, 'firstName' | 'lastName' | 'email' | 'phone' | 'coverLetter'>
  job: { id: string; url: string; companySlug: string }
  cv: { fileName: string; sizeBytes: number; sha256: string }
  /** Flags for the company (ADR 077); none for an application made by code. */
  risk?: ApplicationRisk
}

const DAY_MS = 86_400_000

/**
 * The signed CV link of an application, and when it stops working (whole seconds, as the
 * token): CV_LINK_DAYS from `createdAt` (the application's, or a renewal's), never past
 * its retention.
 */
export async function cvDownloadLink(
  links: LinkSigning,
  stored: Pick<StoredApplication, 'id' | 'createdAt' | 'retainUntil'>,
): Promise<{ url: string; expiresAt: Date }> {
  const end = Math.min(stored.createdAt.getTime() + CV_LINK_DAYS * DAY_MS, stored.retainUntil.getTime())
  const expiresAt = new Date(Math.floor(end / 1000) * 1000)
  const token = await signToken(links.secret, { purpose: 'cv-download', subject: stored.id, expiresAt })
  return { url: `${links.origin}${CV_DOWNLOAD_PATH}${token}`, expiresAt }
}

/** The three signed status links of the recruiters' e-mail (ADR 046). */
async function recruiterStatusLinks(
  links: LinkSigning,
  application: Pick<StoredApplication, 'id' | 'createdAt' | 'retainUntil'> & { companySlug: string },
): Promise<Record<RecruiterLinkStatus, string>> {
  const entries = await Promise.all(
    RECRUITER_LINK_STATUSES.map(
      async (status) => [status, await recruiterStatusUrl(links, RECRUITER_LOCALE, application, status)] as const,
    ),
  )
  return Object.fromEntries(entries) as Record<RecruiterLinkStatus, string>
}

/** The recruiters' e-mail and the webhook's data, for what the company configured. */
export async function companyMessages(
  links: LinkSigning,
  job: ApplicationJob,
  stored: StoredApplication,
  application: ApplicationForCompany,
): Promise<Omit<ApplicationMessages, 'confirmation'>> {
  if (!job.applicationsEmail && !job.hasWebhook) return { recruiter: null, webhookData: null }
  const cv = await cvDownloadLink(links, stored)
  const { fields } = application
  const risk = application.risk ?? { level: 'low', signals: [] }
  const recruiter = job.applicationsEmail
    ? {
        ...recruiterApplicationEmail({
          locale: RECRUITER_LOCALE,
          reference: stored.id,
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          phoneE164: fields.phone,
          coverLetter: fields.coverLetter,
          jobTitle: job.title,
          jobUrl: application.job.url,
          companyName: job.companyName,
          cv: { ...cv, fileName: application.cv.fileName, sizeBytes: application.cv.sizeBytes },
          statusLinks: await recruiterStatusLinks(links, { ...stored, companySlug: application.job.companySlug }),
          risk,
        }),
        toAddress: job.applicationsEmail,
        locale: RECRUITER_LOCALE,
        // A recruiter's "Reply" writes to the candidate, not to the site's sending address.
        headers: { 'Reply-To': fields.email },
      }
    : null
  // The agreed payload of 'application.received' (ADR 024), snake_case as receivers expect.
  const webhookData = job.hasWebhook
    ? {
        application: {
          id: stored.id,
          first_name: fields.firstName,
          last_name: fields.lastName,
          email: fields.email,
          phone: fields.phone,
          cover_letter: fields.coverLetter,
          locale: application.locale,
          created_at: stored.createdAt.toISOString(),
          risk: { level: risk.level, signals: risk.signals },
        },
        job: { id: application.job.id, title: job.title, url: application.job.url },
        company: { slug: application.job.companySlug },
        cv: {
          url: cv.url,
          expires_at: cv.expiresAt.toISOString(),
          file_name: application.cv.fileName,
          size_bytes: application.cv.sizeBytes,
          sha256: application.cv.sha256,
        },
      }
    : null
  return { recruiter, webhookData }
}

/** Companies named per run, at most: the log stays readable with many of them. */
const WARNING_LIMIT = 100

/**
 * No silent black hole: each run names every company (up to the limit) that keeps
 * applications with neither applications_email nor a webhook, once, with a count. Slugs
 * and counts only, never a candidate's data.
 */
export async function warnCompaniesWithoutDelivery(sql: Sql): Promise<{ companies: number }> {
  const companies = await companiesWithoutDelivery(sql, WARNING_LIMIT)
  for (const { slug, applications } of companies) {
    console.warn(
      `applications undelivered: company ${slug} keeps ${applications} application(s) and has neither applications_email nor a webhook`,
    )
  }
  return { companies: companies.length }
}

export type CvLinkRenewalOutcome =
  | { status: 'sent' | 'already-sent' | 'no-address'; companyName: string }
  | { status: 'gone' }

/**
 * A new CV link, asked for from an expired one (ADR 032): e-mailed to the company's
 * recruiters' address as it is today, never to whoever holds the old link, at most once
 * per application and day.
 */
export async function renewCvLink(
  sql: Sql,
  links: LinkSigning,
  applicationId: string,
  now: Date = new Date(),
): Promise<CvLinkRenewalOutcome> {
  const application = await findCvLinkRenewal(sql, applicationId)
  if (!application || application.retainUntil.getTime() <= now.getTime()) return { status: 'gone' }
  const { companyName, applicationsEmail } = application
  if (!applicationsEmail) return { status: 'no-address', companyName }
  const cv = await cvDownloadLink(links, { ...application, createdAt: now })
  const email = recruiterCvLinkEmail({
    locale: RECRUITER_LOCALE,
    reference: application.id,
    jobTitle: application.jobTitle,
    companyName,
    cv,
  })
  // Once per application and day: the key names both.
  const { queued } = await queueEmail(sql, {
    ...email,
    kind: 'recruiter_cv_link',
    toAddress: applicationsEmail,
    locale: RECRUITER_LOCALE,
    applicationId: application.id,
    dedupeKey: `recruiter_cv_link:${application.id}:${now.toISOString().slice(0, 10)}`,
  })
  return { status: queued ? 'sent' : 'already-sent', companyName }
}
