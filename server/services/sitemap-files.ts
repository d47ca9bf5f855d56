import { companyPaths } from '#domain/paths.ts'
import { type PublicOrigins, platformOnly, siteOfPath } from '#domain/public-urls.ts'
import { buildSitemapIndex, buildUrlSet, URLSET_HEAD, URLSET_TAIL, urlSetEntries } from '#domain/sitemap.ts'
import { parseShardFileName, SHARD_MAX_JOBS, shardCount, shardFileName, shardIdRange } from '#domain/sitemap-shards.ts'
import type { Sql } from '../db/client.ts'
import {
  getSitemapCompany,
  getSitemapIndexLastChange,
  listSitemapCompanies,
  type SitemapJob,
  sitemapJobs,
} from '../db/queries/crawl.ts'
import { streamBatches } from './batch-stream.ts'

/**
 * The sitemap files generated from the database (ADR 012, 019): the index, `pages.xml` and
 * each company's files. Null for a name that is no file; a database failure throws before
 * anything is sent. On a company's own host (`hostSlug`, ADR 044) the index lists that
 * company's files only, and no other file is there; on the platform, a company on its own
 * domain has none.
 */
export async function generateSitemapFile(
  sql: Sql,
  site: string | PublicOrigins,
  file: string,
  hostSlug?: string,
): Promise<Response | null> {
  const origins = typeof site === 'string' ? platformOnly(site) : site
  const name = parseShardFileName(file)
  if (hostSlug !== undefined) {
    if (file === 'sitemap.xml') return companyHostIndex(sql, origins, hostSlug)
    return name?.slug === hostSlug ? companyFile(sql, origins, name, true) : null
  }
  if (file === 'pages.xml') return xml(buildUrlSet(origins, [{ path: '/', lastmod: null }]))
  if (file === 'sitemap.xml') return sitemapIndex(sql, origins.platform)
  return name ? companyFile(sql, origins, name, false) : null
}

/** A company host's index: its own files, on its own host. */
async function companyHostIndex(sql: Sql, origins: PublicOrigins, slug: string): Promise<Response | null> {
  const company = await getSitemapCompany(sql, slug)
  if (!company) return null
  const { origin } = siteOfPath(origins, companyPaths.home(slug))
  const files = Array.from({ length: shardCount(company.visibleJobs) }, (_, index) => ({
    path: `/sitemaps/${shardFileName(slug, index + 1)}`,
    lastmod: company.lastmod,
  }))
  const response = xml(buildSitemapIndex(origin, files))
  response.headers.set('Last-Modified', company.lastmod.toUTCString())
  return response
}

/**
 * The last change of what file `file` (or its gzip, `file.gz`) would list: a stored copy
 * older than it is out of date. Null for a file that lists no data (`pages.xml`: any copy
 * will do); undefined for a name that is no file of the site's (a removed company's: no
 * stored copy of it may be served).
 */
export async function sitemapFileLastChange(sql: Sql, file: string): Promise<Date | null | undefined> {
  const name = file.replace(/\.gz$/, '')
  if (name === 'pages.xml') return null
  if (name === 'sitemap.xml') return (await getSitemapIndexLastChange(sql)) ?? new Date(0)
  const shard = parseShardFileName(name)
  const company = shard ? await getSitemapCompany(sql, shard.slug) : null
  if (!shard || !company || company.hasOwnDomain || shard.shard > shardCount(company.visibleJobs)) return undefined
  return company.lastmod
}

/** The index, dated by the latest lastmod it lists (a removal, which it cannot show, aside). */
async function sitemapIndex(sql: Sql, origin: string): Promise<Response> {
  const companies = await listSitemapCompanies(sql)
  const latest = companies.reduce((max, company) => Math.max(max, company.lastmod.getTime()), 0)
  const index = buildSitemapIndex(origin, [
    { path: '/sitemaps/pages.xml', lastmod: null },
    ...companies.flatMap((company) =>
      Array.from({ length: shardCount(company.visibleJobs) }, (_, index) => ({
        path: `/sitemaps/${shardFileName(company.slug, index + 1)}`,
        lastmod: company.lastmod,
      })),
    ),
  ])
  const response = xml(index)
  if (latest > 0) response.headers.set('Last-Modified', new Date(latest).toUTCString())
  return response
}

/**
 * One of a company's files, written as its jobs come from the database: a full file is
 * about 20 MB of XML, which the Worker never holds at once.
 */
async function companyFile(
  sql: Sql,
  origin: PublicOrigins,
  { slug, shard }: { slug: string; shard: number },
  onOwnHost: boolean,
): Promise<Response | null> {
  const company = await getSitemapCompany(sql, slug)
  const count = company ? shardCount(company.visibleJobs) : 0
  if (!company || company.hasOwnDomain !== onOwnHost || shard > count) return null
  const lastmod = company.lastmod
  const pages =
    shard === 1
      ? [companyPaths.home(slug), companyPaths.company(slug), companyPaths.team(slug), companyPaths.jobs(slug)].map(
          (path) => urlSetEntries(origin, { path, lastmod }),
        )
      : []
  let written = 0
  const jobEntries = (jobs: SitemapJob[]) => {
    // More jobs in one id range than a file holds means ids that are not random: the file
    // stays valid, the rest is reported (ADR 019).
    const kept = jobs.slice(0, Math.max(0, SHARD_MAX_JOBS - written))
    if (kept.length < jobs.length) console.error(`sitemap ${shardFileName(slug, shard)}: jobs beyond the file limit`)
    written += kept.length
    return kept
      .map((job) => urlSetEntries(origin, { path: companyPaths.job(slug, job.id), lastmod: job.lastmod }))
      .join('')
  }
  const body = await streamBatches({
    batches: sitemapJobs(sql, company, shardIdRange(shard, count), SHARD_MAX_JOBS + 1),
    head: URLSET_HEAD + pages.join(''),
    write: jobEntries,
    tail: URLSET_TAIL,
  })
  return new Response(body, {
    status: 200,
    headers: { ...XML_HEADERS, ...fileValidators(slug, shard, count, lastmod) },
  })
}

/** Bumped when the files' XML changes shape, so that no client keeps an older one by its tag. */
const FILE_FORMAT = 2

/**
 * A company file's validators, from what decides its content (the company's last change,
 * which every job published, edited or closed moves; the file's place among the company's
 * files), not from its bytes: hashing them would hold the whole file (20 MB at most) in the
 * Worker, which it otherwise writes as it reads. Weak: equal tags mean the same URLs and
 * dates, not the same bytes.
 */
export function fileValidators(slug: string, shard: number, count: number, lastmod: Date) {
  return {
    ETag: `W/"${FILE_FORMAT}-${slug}-${shard}-${count}-${lastmod.getTime()}"`,
    'Last-Modified': lastmod.toUTCString(),
  }
}

// Cache-Control is the edge cache's (server/features/edge-cache/edge-cache.ts).
export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' }

const xml = (body: string) => new Response(body, { status: 200, headers: XML_HEADERS })
