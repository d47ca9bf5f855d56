import type { PageContextServer } from 'vike/types'
import { readableAccent } from '../../../../../../../domain/brand-color.ts'
import { recruitmentSteps } from '../../../../../../../domain/company-facts.ts'
import { companyVideo } from '../../../../../../../domain/company-video.ts'
import { loadJobPage } from '../../../../../../../server/page-data/job.ts'

/**
 * Confirmation: the job it confirms, with its company (header, links, colour), and what
 * fills the spec's video area: the company's video, else its recruitment steps.
 */
export async function data(pageContext: PageContextServer) {
  const { company, job } = await loadJobPage(pageContext)
  const video = companyVideo(company.videoUrl)
  return {
    job: { id: job.id, title: job.title },
    company: {
      slug: company.slug,
      name: company.name,
      logoUrl: company.logoUrl,
      accentColor: readableAccent(company.accentColor),
    },
    video,
    steps: video ? null : recruitmentSteps(company.recruitmentProcess),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
