import { LOCALES } from './locale.ts'
import { SITEMAP_MAX_URLS } from './sitemap.ts'

// A company's sitemap files (ADR 019). `company-{slug}.xml` is the first (the name crawlers
// already know) and lists the company's pages; a company with more jobs than one file holds
// gets `company-{slug}.2.xml`, `.3.xml`... Slugs never contain a dot, so names are unambiguous.
// Each file covers a fixed range of the job id space: the range is known without reading any
// job, and the file is one keyset range query on an index, whatever the number of jobs.

/** Home, company page, team and job list: listed in the first file only. */
export const COMPANY_PAGES = 4

/** Jobs one file may list: each job is one url per language, within the protocol's 50,000. */
export const SHARD_MAX_JOBS = SITEMAP_MAX_URLS / LOCALES.length - COMPANY_PAGES

/**
 * Jobs a file is planned for. Job ids are random (gen_random_uuid), so a range of ids holds
 * close to its share of the jobs: 20,000 expected leaves a margin of forty standard deviations
 * below SHARD_MAX_JOBS.
 */
export const SHARD_TARGET_JOBS = 20_000

export function shardCount(visibleJobs: number): number {
  return Math.max(1, Math.ceil(visibleJobs / SHARD_TARGET_JOBS))
}

export function shardFileName(slug: string, shard: number): string {
  return shard === 1 ? `company-${slug}.xml` : `company-${slug}.${shard}.xml`
}

/** The company and file number a file name stands for; `.1.xml` is not a name (the first file has none). */
export function parseShardFileName(file: string): { slug: string; shard: number } | null {
  const match = /^company-([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.([2-9]|[1-9][0-9]{1,5}))?\.xml$/.exec(file)
  if (!match?.[1]) return null
  return { slug: match[1], shard: match[2] ? Number(match[2]) : 1 }
}

/** Ids from `from` (included) to `to` (excluded); null is the start or the end of the id space. */
export type IdRange = { from: string | null; to: string | null }

const ID_SPACE = 1n << 128n

/** The ids of file `shard` (1-based) of `count`: equal slices of the 128-bit space, compared as PostgreSQL does (bytewise). */
export function shardIdRange(shard: number, count: number): IdRange {
  if (!Number.isInteger(shard) || !Number.isInteger(count) || shard < 1 || shard > count) {
    throw new RangeError(`no file ${shard} of ${count}`)
  }
  const bound = (index: number) => uuidOf((BigInt(index) * ID_SPACE) / BigInt(count))
  return { from: shard === 1 ? null : bound(shard - 1), to: shard === count ? null : bound(shard) }
}

function uuidOf(value: bigint): string {
  const hex = value.toString(16).padStart(32, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
