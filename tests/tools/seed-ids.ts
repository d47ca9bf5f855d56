/**
 * The ids and slugs of supabase/seed.sql that tests name, in one place: the integration
 * tests' SEED (companies with their ids) and the browser tests' SEED and JOB (slugs for
 * URLs) are views of these.
 */
export const SEED_COMPANIES = {
  /** Lumen Énergie: every field filled, an accent colour, recruiters' address and demo jobs. */
  complete: { slug: 'lumen-energie', id: 'c0000000-0000-4000-8000-000000000001' },
  /** Atelier Brique: the fewest fields, no recruiters' address. */
  sparse: { slug: 'atelier-brique', id: 'c0000000-0000-4000-8000-000000000002' },
  other: { slug: 'cafe-moka', id: 'c0000000-0000-4000-8000-000000000003' },
} as const

const job = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const SEED_JOBS = {
  /** Lumen Énergie's first job, with every field. */
  complete: job(1),
  noDescription: job(7),
  draft: job(10),
  closed: job(11),
  archived: job(12),
  /** Atelier Brique's first job. */
  sparseCompany: job(14),
} as const

/** Every visible demo job, with its company's slug. */
export const SEED_VISIBLE_JOBS: [slug: string, id: string][] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): [string, string] => [SEED_COMPANIES.complete.slug, job(n)]),
  [SEED_COMPANIES.sparse.slug, job(14)],
  [SEED_COMPANIES.sparse.slug, job(15)],
  [SEED_COMPANIES.other.slug, job(17)],
  [SEED_COMPANIES.other.slug, job(18)],
  [SEED_COMPANIES.other.slug, job(19)],
]

/** The seed's company slugs, as URLs name them. */
export const SEED = {
  completeCompany: SEED_COMPANIES.complete.slug,
  sparseCompany: SEED_COMPANIES.sparse.slug,
} as const

export const LOCALES = ['fr', 'en'] as const
