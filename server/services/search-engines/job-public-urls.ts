import { companyPaths, localizedPath } from '#domain/paths.ts'

/**
 * Where a job's public page is, for the search engines (ADR 045). A company with a primary
 * custom domain has its pages at https://{hostname}/{lang}/jobs/{id}, without the slug;
 * the others at PUBLIC_ORIGIN/{lang}/{slug}/jobs/{id}. The database names the host at the
 * change (company_public_host() in the migration); this is the one place a host, slug and
 * job become a URL here, to be replaced by the custom domains' own resolver once merged.
 */
export type JobPage = { hostname: string | null; companySlug: string; jobId: string; locale: 'fr' | 'en' }

export function jobPublicUrl(page: JobPage, publicOrigin: string): string {
  if (page.hostname) return `https://${page.hostname}${localizedPath(page.locale, `/jobs/${page.jobId}`)}`
  return `${publicOrigin}${localizedPath(page.locale, companyPaths.job(page.companySlug, page.jobId))}`
}

/** Pages grouped by the origin their URL is on (IndexNow takes one host per request), in first-seen order. */
export function groupByOrigin<Page extends JobPage>(
  pages: readonly Page[],
  publicOrigin: string,
): { origin: string; pages: { page: Page; url: string }[] }[] {
  const origins = new Map<string, { page: Page; url: string }[]>()
  for (const page of pages) {
    const url = jobPublicUrl(page, publicOrigin)
    const origin = new URL(url).origin
    origins.set(origin, [...(origins.get(origin) ?? []), { page, url }])
  }
  return [...origins].map(([origin, entries]) => ({ origin, pages: entries }))
}
