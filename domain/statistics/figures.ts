import { type DateRange, rangeBuckets } from './periods.ts'

/** What the page shows of a set of rows: views, unique visitors, form views, applications. */
export type Figures = { views: number; visitors: number; formViews: number; applications: number }

export const NO_FIGURES: Figures = { views: 0, visitors: 0, formViews: 0, applications: 0 }

/** Applications per unique visitor, null when nobody came (not 0 %: nothing to divide). */
export function conversion(figures: Pick<Figures, 'visitors' | 'applications'>): number | null {
  return figures.visitors > 0 ? figures.applications / figures.visitors : null
}

export type BucketFigures = Figures & { bucket: string }
/** A job's line: closed jobs included, as long as it exists (its rows go with it). */
export type JobFigures = Figures & { jobId: string; title: string; status: string }
export type SourceFigures = Figures & { source: string }
export type DeviceFigures = Figures & { device: 'phone' | 'desktop' }

/** A company's statistics over a period, as the page and the CSV show them. */
export type CompanyStatistics = {
  range: DateRange
  totals: Figures
  /** Views of job pages, for the funnel job page → form → application. */
  jobViews: number
  /** Every bucket of the range, zeros included, in order. */
  series: BucketFigures[]
  jobs: JobFigures[]
  sources: SourceFigures[]
  devices: DeviceFigures[]
}

/** The series with a line for every bucket of the range, the days without rows at zero. */
export function fillSeries(range: DateRange, rows: BucketFigures[]): BucketFigures[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]))
  return rangeBuckets(range).map((bucket) => ({ ...NO_FIGURES, ...byBucket.get(bucket), bucket }))
}

export const JOB_SORTS = ['title', 'views', 'visitors', 'formViews', 'applications', 'conversion'] as const
export type JobSort = (typeof JOB_SORTS)[number]
export type SortOrder = 'asc' | 'desc'
export type JobOrder = { sort: JobSort; order: SortOrder }
export const DEFAULT_JOB_ORDER: JobOrder = { sort: 'views', order: 'desc' }

/** The table's order from the query (`sort`, `order`): anything else is the default. */
export function parseJobOrder(sort: unknown, order: unknown): JobOrder {
  if (!(JOB_SORTS as readonly unknown[]).includes(sort)) return DEFAULT_JOB_ORDER
  const typed = sort as JobSort
  return { sort: typed, order: order === 'asc' || order === 'desc' ? order : typed === 'title' ? 'asc' : 'desc' }
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/** The jobs in the table's order; ties by title, then id, so that the order is stable. */
export function sortJobs(jobs: readonly JobFigures[], { sort, order }: JobOrder): JobFigures[] {
  const direction = order === 'asc' ? 1 : -1
  const value = (job: JobFigures) => (sort === 'conversion' ? (conversion(job) ?? -1) : job[sort])
  return [...jobs].sort((a, b) => {
    const primary = sort === 'title' ? collator.compare(a.title, b.title) : (value(a) as number) - (value(b) as number)
    return primary * direction || collator.compare(a.title, b.title) || a.jobId.localeCompare(b.jobId)
  })
}
