import type { PageContextServer } from 'vike/types'
import { loadJobPage } from '#server/page-data/job.server.ts'
import { jobDetailData } from '#server/page-data/job-detail.server.ts'

/** Job detail: the job's fields and what the page shows of its company. */
export async function data(pageContext: PageContextServer) {
  const { company, job } = await loadJobPage(pageContext)
  return jobDetailData(pageContext, company, job)
}
export type Data = Awaited<ReturnType<typeof data>>
