import { companyPaths } from '#domain/paths.ts'
import { publicUrl } from '#domain/public-urls.ts'

/**
 * Where a job's public page is, for the search engines (ADR 045): the host the database
 * named at the change (company_public_host(): the company's primary domain, else its
 * oldest, else none), made a URL by the one function every printed URL goes through
 * (domain/public-urls.ts, ADR 044): https://{hostname}/{lang}/jobs/{id} without the slug
 * on a company's domain, PUBLIC_ORIGIN/{lang}/{slug}/jobs/{id} on the platform.
 */
export type JobPage = { hostname: string | null; companySlug: string; jobId: string; locale: 'fr' | 'en' }

export function jobPublicUrl(page: JobPage, publicOrigin: string): string {
  const companyHosts = page.hostname ? { [page.companySlug]: page.hostname } : {}
  return publicUrl(
    { platform: publicOrigin, companyHosts },
    page.locale,
    companyPaths.job(page.companySlug, page.jobId),
  )
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
