import type { PageContextServer } from 'vike/types'
import { loadJobPage } from '../../../../../../../server/page-data/job.ts'

/** Confirmation: the job it confirms, with its company (for the header and links). */
export async function data(pageContext: PageContextServer) {
  const { company, job } = await loadJobPage(pageContext)
  return {
    job: { id: job.id, title: job.title },
    company: { slug: company.slug, name: company.name, logoUrl: company.logoUrl },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
