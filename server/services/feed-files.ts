import { msg } from '@lingui/core/macro'
import { feedFileCount, feedFileName } from '#domain/feed-shards.ts'
import type { FeedJob, FeedMeta } from '#domain/feeds.ts'
import { getI18n } from '#domain/i18n.ts'
import { aggregatorJob, JOBS_XML_FEED_TAIL, jobsXmlFeedHead } from '#domain/jobs-xml-feed.ts'
import type { Locale } from '#domain/locale.ts'
import { companyPaths } from '#domain/paths.ts'
import { type PublicOrigins, platformOnly, publicUrl } from '#domain/public-urls.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import { buildSitemapIndex } from '#domain/sitemap.ts'
import { shardIdRange } from '#domain/sitemap-shards.ts'
import type { Sql } from '../db/client.ts'
import { type FeedCompany, type FeedJobRow, feedFileJobs } from '../db/queries/feeds.ts'
import { showJobValue } from '../page-data/job-values.server.ts'
import { streamBatches } from './batch-stream.ts'

/** Where feeds are published and who publishes them (the Worker's configuration). */
export type FeedSite = {
  publicOrigin: string
  providerName: string
  /** Where the company's pages are published (domain/public-urls.ts); default: the platform. */
  origins?: PublicOrigins
}

const originsOf = (site: FeedSite) => site.origins ?? platformOnly(site.publicOrigin)

/** The company's jobs page, under which its feeds live, in `locale`. */
export function feedsBase(site: FeedSite, locale: Locale, company: FeedCompany): string {
  return publicUrl(originsOf(site), locale, companyPaths.jobs(company.slug))
}

/** What every feed says of itself; `file` is its name under the jobs page. */
export function feedMeta(site: FeedSite, locale: Locale, company: FeedCompany, file: string): FeedMeta {
  const i18n = getI18n(locale)
  const name = company.name
  const base = feedsBase(site, locale, company)
  return {
    title: i18n._(msg`Emplois chez ${name}`),
    description: i18n._(msg`Les offres d'emploi ouvertes chez ${name}.`),
    homePageUrl: base,
    feedUrl: `${base}/${file}`,
    language: locale,
    companyName: company.name,
    companyUrl: safeExternalUrl(company.website),
    lastBuildDate: company.lastmod,
  }
}

/** A job as feeds publish it: its page's URL, and its values worded as its page words them. */
export function feedJob(site: FeedSite, locale: Locale, company: FeedCompany, row: FeedJobRow): FeedJob {
  const label = (kind: 'contract' | 'remote' | 'experience', value: string | null) =>
    showJobValue(locale, kind, value)?.text ?? null
  return {
    ...row,
    companyDescription: company.description,
    url: publicUrl(originsOf(site), locale, companyPaths.job(company.slug, row.id)),
    labels: {
      contract: label('contract', row.contractType),
      remote: label('remote', row.remote),
      experience: label('experience', row.experienceLevel),
    },
  }
}

/**
 * XML file `file` of `count` of the company's feed, written as its jobs come from the
 * database (server/services/batch-stream.ts): the Worker holds one batch, whatever the
 * file's size. Null when the company has no such file.
 */
export async function xmlFeedFile(
  sql: Sql,
  site: FeedSite,
  locale: Locale,
  company: FeedCompany,
  file: number,
): Promise<Response | null> {
  const count = feedFileCount(company.visibleJobs)
  if (file > count) return null
  const meta = feedMeta(site, locale, company, feedFileName(file))
  const body = await streamBatches({
    batches: feedFileJobs(sql, company, shardIdRange(file, count)),
    head: jobsXmlFeedHead(meta, { name: site.providerName, url: site.publicOrigin }),
    // One part per job (a few KB) rather than one string per batch (over 1 MB): strings that
    // large live in V8's large-object space until a full collection (ADR 036, bench:scale).
    write: (rows) => rows.map((row) => `${aggregatorJob(feedJob(site, locale, company, row), meta.companyName)}\n`),
    tail: JOBS_XML_FEED_TAIL,
  })
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      ...dataValidators(company, `${locale}-${file}-${count}`),
    },
  })
}

/** Every XML file of the company's feed, in the sitemap index format, each dated by the company's last change. */
export function xmlFeedIndex(site: FeedSite, locale: Locale, company: FeedCompany): Response {
  const base = new URL(feedsBase(site, locale, company))
  const files = Array.from({ length: feedFileCount(company.visibleJobs) }, (_, index) => ({
    path: `${base.pathname}/${feedFileName(index + 1)}`,
    lastmod: company.lastmod,
  }))
  return new Response(buildSitemapIndex(base.origin, files), {
    status: 200,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...dataValidators(company, `${locale}-index`) },
  })
}

/** Bumped when the feeds' XML or words change, so that no client keeps an older one by its tag. */
const FEED_FORMAT = 1

/**
 * Validators from what decides a file's content (the company's last change, which every job
 * published, edited or closed moves; the file's place and language), not
 * from its bytes: hashing them would hold the whole file in the Worker. Weak: equal tags
 * mean the same jobs and texts, not the same bytes.
 */
function dataValidators(company: FeedCompany, file: string) {
  return {
    ETag: `W/"feed${FEED_FORMAT}-${company.slug}-${file}-${company.lastmod.getTime()}"`,
    'Last-Modified': company.lastmod.toUTCString(),
  }
}
