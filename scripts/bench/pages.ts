/**
 * What the bench requests: paths of the seeded demo data (supabase/seed.sql).
 * lumen-energie is the complete company, atelier-brique the sparse one.
 */
export type Page = { name: string; path: string }

const company = '/fr/lumen-energie'
const job = `${company}/jobs/b0000000-0000-4000-8000-000000000001`

export const landing: Page = { name: 'landing', path: '/fr/' }
export const companyHome: Page = { name: 'company home', path: company }
export const companyPage: Page = { name: 'company page', path: `${company}/companie` }
export const team: Page = { name: 'team', path: `${company}/team` }
export const jobList: Page = { name: 'job list', path: `${company}/jobs` }
export const jobDetail: Page = { name: 'job detail', path: job }
export const applyForm: Page = { name: 'apply form', path: `${job}/apply` }
export const confirmation: Page = { name: 'confirmation', path: `${job}/apply/confirmation` }
/** Served by workerd's asset handling in the same Worker: the ceiling on this machine. */
export const staticAsset: Page = { name: 'static asset', path: '/favicon.svg' }

export const throughputPages: Page[] = [landing, companyHome, jobList, jobDetail, staticAsset]
export const lighthousePages: Page[] = [
  landing,
  companyHome,
  companyPage,
  team,
  jobList,
  jobDetail,
  applyForm,
  confirmation,
]

const visibleJobs: Record<string, number[]> = {
  'lumen-energie': [1, 2, 3, 4, 5, 6, 7, 8, 9],
  'atelier-brique': [14, 15],
  'cafe-moka': [17, 18, 19],
}

/** The mixed browsing load: every company's pages, job list and visible job details. */
export const browsingPaths: string[] = Object.entries(visibleJobs).flatMap(([slug, jobs]) => [
  `/fr/${slug}`,
  `/fr/${slug}/companie`,
  `/fr/${slug}/team`,
  `/fr/${slug}/jobs`,
  ...jobs.map((n) => `/fr/${slug}/jobs/b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
])
