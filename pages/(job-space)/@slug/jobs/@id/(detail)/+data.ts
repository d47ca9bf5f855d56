import type { PageContextServer } from 'vike/types'
import { companyVideo } from '#domain/company-video.ts'
import type { JobValueKind } from '#domain/job-values.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { toBrandedCompany } from '#server/page-data/company.server.ts'
import { loadJobPage } from '#server/page-data/job.server.ts'
import { showJobValue } from '#server/page-data/job-values.server.ts'

/** Job detail: the job's fields and what the page shows of its company. */
export async function data(pageContext: PageContextServer) {
  const { company, job } = await loadJobPage(pageContext)
  const show = (kind: JobValueKind, value: string | null) => showJobValue(pageContext.locale, kind, value)
  return {
    job,
    // The job's known values in the page's language (ADR 022).
    shown: {
      contract: show('contract', job.contractType),
      experience: show('experience', job.experienceLevel),
      education: show('education', job.educationLevel),
      remote: show('remote', job.remote),
      duration: show('duration', job.duration),
    },
    company: {
      ...toBrandedCompany(company),
      // The picture of the page when shared, if a raster image (domain/share-image.ts).
      coverImageUrl: company.coverImageUrl,
      // The JobPosting's description when the job has no text of its own.
      description: company.description,
      website: safeExternalUrl(company.website),
      industry: company.industry,
      sizeRange: company.sizeRange,
      foundedYear: company.foundedYear,
      headquarters: company.headquarters,
      linkedin: safeExternalUrl(company.socialLinks.linkedin),
    },
    video: companyVideo(company.videoUrl),
    seo: seoTextFor(company.seoPages.job_detail, pageContext.locale),
    // The save form refused without JavaScript: shown again open, with what was typed.
    saveRefusal: pageContext.saveJobRefusal ?? null,
    // The relative posting age is computed from the time the job was read.
    now: new Date(),
  }
}
export type Data = Awaited<ReturnType<typeof data>>
