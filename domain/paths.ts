import type { Locale } from './locale.ts'

/**
 * Every internal href is built here: language first, then the path (spec section 2).
 * `path` is the language-less path ('/' for the landing page).
 */
export function localizedPath(locale: Locale, path: string): string {
  if (path === '/' || path === '') return `/${locale}/`
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}

/** Language-less paths of the platform's own pages (beside the landing page, '/'). */
export const platformPaths = {
  /** Its accessibility statement (ADR 048); a company space has its own. */
  accessibility: '/accessibility',
}

/** Language-less paths of the company space. */
export const companyPaths = {
  home: (slug: string) => `/${slug}`,
  company: (slug: string) => `/${slug}/companie`,
  team: (slug: string) => `/${slug}/team`,
  jobs: (slug: string) => `/${slug}/jobs`,
  job: (slug: string, jobId: string) => `/${slug}/jobs/${jobId}`,
  apply: (slug: string, jobId: string) => `/${slug}/jobs/${jobId}/apply`,
  confirmation: (slug: string, jobId: string) => `/${slug}/jobs/${jobId}/apply/confirmation`,
  privacy: (slug: string) => `/${slug}/privacy`,
  terms: (slug: string) => `/${slug}/terms`,
  accessibility: (slug: string) => `/${slug}/accessibility`,
  /** The withdrawal page; its signed token goes in the query (`?token=`), never in the path. */
  withdraw: (slug: string) => `/${slug}/withdraw`,
  withdrawn: (slug: string) => `/${slug}/withdraw/done`,
  /** The company's private statistics page; its signed token goes in the query (`?token=`), never in the path. */
  statistics: (slug: string) => `/${slug}/statistics`,
  /** A candidate's application status page (ADR 046); its signed token goes in the query. */
  applicationStatus: (slug: string) => `/${slug}/application`,
  /** A recruiter's confirmation of a status change (ADR 046); its signed token goes in the query. */
  recruiterStatus: (slug: string) => `/${slug}/application/decision`,
}

/** Splits '/fr/x' into its locale and language-less path; null when unprefixed. */
export function splitLocalePrefix(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/(fr|en)(\/.*)?$/.exec(pathname)
  if (!match) return null
  return { locale: match[1] as Locale, path: match[2] ?? '/' }
}
