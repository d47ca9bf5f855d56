import type { PageContextServer } from 'vike/types'
import { companyVideo } from '#domain/company-video.ts'
import { recruitmentSteps } from '#domain/recruitment-steps.ts'
import { toBrandedCompany } from '#server/page-data/company.server.ts'
import { loadJobPage } from '#server/page-data/job.server.ts'
import {
  rememberedWithdrawalToken,
  statusPathOfWithdrawalToken,
  withdrawalPath,
} from '#server/page-data/withdrawal.server.ts'

/**
 * Confirmation: the job it confirms, with its company (header, links, colour, video,
 * recruitment steps), and on the device that applied, the application's status and
 * withdrawal links (ADR 025, 046: from a cookie of this path only, so the page stays
 * uncached and nobody else's).
 */
export async function data(pageContext: PageContextServer) {
  const [{ company, job }, withdrawalToken] = await Promise.all([
    loadJobPage(pageContext),
    rememberedWithdrawalToken(pageContext.hono),
  ])
  return {
    job: { id: job.id, title: job.title },
    company: toBrandedCompany(company),
    video: companyVideo(company.videoUrl),
    steps: recruitmentSteps(company.recruitmentProcess),
    withdrawHref: withdrawalToken ? withdrawalPath(pageContext.locale, company.slug, withdrawalToken) : null,
    // Its status page (ADR 046), whose withdraw button is the same withdrawal.
    statusHref: withdrawalToken
      ? await statusPathOfWithdrawalToken(
          pageContext.hono.get('config').linkSigningSecret,
          pageContext.locale,
          company.slug,
          withdrawalToken,
        )
      : null,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
