/**
 * The aggregators' XML feed of one company at 25,000 and at 1,000,000 visible jobs (ADR 036),
 * for `npm run bench:scale`: a database of its own on the bench's cluster, one Worker (edge
 * cache off); for each company every file its feed index lists, read to the end: files, jobs,
 * bytes, time, and workerd's resident-set growth while it writes its largest file.
 */
import postgres from 'postgres'
import { seedScaleDataset } from '../scale-dataset.ts'
import { residentGrowthDuring, workerdPidsOf } from './process-memory.ts'
import { startWorker } from './worker.ts'

export type FeedScaleRow = {
  company: string
  visibleJobs: number
  files: number
  jobs: number
  bytes: number
  seconds: number
  largestFileBytes: number
  growthMiB: number | null
}

/** BENCH_FEED_COMPANIES=feed-25k measures only that one (the 1,000,000 jobs take minutes to seed and read). */
const only = process.env.BENCH_FEED_COMPANIES?.split(',')
const COMPANIES = [
  { slug: 'feed-25k', visibleJobs: 25_000, hiddenJobs: 0 },
  { slug: 'feed-1m', visibleJobs: 1_000_000, hiddenJobs: 0 },
].filter((company) => !only || only.includes(company.slug))

/** Bytes and `<job>` elements of a response, counted as it streams (the bench keeps none of it). */
async function readCounting(response: Response): Promise<{ bytes: number; jobs: number }> {
  const decoder = new TextDecoder()
  let bytes = 0
  let jobs = 0
  let carry = ''
  const reader = response.body?.getReader()
  for (;;) {
    const { done, value: chunk } = (await reader?.read()) ?? { done: true, value: undefined }
    if (done || !chunk) break
    bytes += chunk.byteLength
    const text = carry + decoder.decode(chunk, { stream: true })
    jobs += text.split('<job>').length - 1
    carry = text.slice(-4)
  }
  return { bytes, jobs }
}

export async function measureFeeds(options: {
  adminUrl: string
  url: (database: string) => { url: string; workerUrl: string }
  applySchemaAndSeed: (url: string) => Promise<void>
  port: number
}): Promise<FeedScaleRow[]> {
  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} })
  await admin`create database career_feeds`
  await admin.end()
  const { url, workerUrl } = options.url('career_feeds')
  await options.applySchemaAndSeed(url)
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const jobs = COMPANIES.reduce((sum, company) => sum + company.visibleJobs, 0) + 100
    await seedScaleDataset(sql, { companies: COMPANIES.length + 1, jobs, named: COMPANIES })
    await sql`checkpoint`
  } finally {
    await sql.end()
  }
  const worker = await startWorker({ port: options.port, edgeCache: 'off', databaseUrl: workerUrl })
  const rows: FeedScaleRow[] = []
  try {
    const [pid] = workerdPidsOf(worker.groupId)
    for (const company of COMPANIES) {
      const base = `${worker.origin}/en/${company.slug}/jobs`
      // The same code once before measuring (compilation, catalogs), as the sitemap's figure is taken after its timed runs.
      await (await fetch(`${base}/feed.rss`)).arrayBuffer()
      const index = await (await fetch(`${base}/feed-index.xml`)).text()
      // The index names the public origin: the files are fetched from this Worker.
      const files = [...index.matchAll(/<loc>[^<]*\/jobs\/([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
      const row: FeedScaleRow = {
        company: company.slug,
        visibleJobs: company.visibleJobs,
        files: files.length,
        jobs: 0,
        bytes: 0,
        seconds: 0,
        largestFileBytes: 0,
        growthMiB: null,
      }
      const started = performance.now()
      for (const [position, file] of files.entries()) {
        let counted = { bytes: 0, jobs: 0 }
        const read = async () => {
          counted = await readCounting(await fetch(`${base}/${file}`))
        }
        if (position === 0 && pid) {
          const { beforeKiB, peakKiB } = await residentGrowthDuring(pid, read)
          row.growthMiB = Math.round(((peakKiB - beforeKiB) / 1024) * 100) / 100
        } else await read()
        row.jobs += counted.jobs
        row.bytes += counted.bytes
        row.largestFileBytes = Math.max(row.largestFileBytes, counted.bytes)
      }
      row.seconds = Math.round((performance.now() - started) / 10) / 100
      rows.push(row)
      console.info(`feed ${company.slug}: ${JSON.stringify(row)}`)
    }
  } finally {
    await worker.stop()
  }
  return rows
}
