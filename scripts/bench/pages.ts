import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

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

/**
 * The built file whose size is nearest the measured pages' mean, served like the favicon:
 * a static file the size of a page. Throughput falls with the bytes sent, static files'
 * too (a 235 KB script: 40 % of the favicon's), so pages are held to a file of their size,
 * and the favicon's figure shows what the bytes themselves cost.
 */
export async function pageSizedAsset(origin: string, clientDir = 'dist/client'): Promise<Page> {
  const pages = throughputPages.filter((page) => page !== staticAsset)
  const sizes = await Promise.all(
    pages.map(async (page) => (await (await fetch(`${origin}${page.path}`)).arrayBuffer()).byteLength),
  )
  const bytes = sizes.reduce((sum, size) => sum + size, 0) / sizes.length
  const files = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:js|css)$/.test(file))
    .map((file) => ({ file, size: statSync(join(clientDir, 'assets', file)).size }))
  const nearest = files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))[0]
  if (!nearest) throw new Error(`no built script or stylesheet in ${clientDir}/assets: run vike build first`)
  return { name: `static ${Math.round(nearest.size / 1000)} KB`, path: `/assets/${nearest.file.split('\\').join('/')}` }
}

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

/** The Lighthouse pages named in `--pages` ('company page,confirmation'), or all of them. */
export function pagesNamed(list: string | undefined): Page[] {
  if (list === undefined) return lighthousePages
  const names = list.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !lighthousePages.some((page) => page.name === name))
  if (unknown.length > 0) {
    throw new Error(`--pages: unknown page ${unknown.join(', ')} (${lighthousePages.map((p) => p.name).join(', ')})`)
  }
  return lighthousePages.filter((page) => names.includes(page.name))
}
