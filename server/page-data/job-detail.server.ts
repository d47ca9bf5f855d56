import type { PageContextServer } from 'vike/types'
import type { Company } from '#domain/company.ts'
import { companyVideo } from '#domain/company-video.ts'
import type { JobDetail } from '#domain/job.ts'
import type { JobValueKind } from '#domain/job-values.ts'
import type { PreviewNote } from '#domain/preview-note.ts'
import { safeExternalUrl } from '#domain/safe-urls.ts'
import { seoTextFor } from '#domain/seo-text.ts'
import { toBrandedCompany } from './company.server.ts'
import { showJobValue } from './job-values.server.ts'

/**
 * What the job detail page shows of a job and its company: the public page's data, and the
 * editor's preview of the same page with what a member typed (ADR 074), so that both are
 * drawn by the one page.
 */
export function jobDetailData(
  pageContext: PageContextServer,
  company: Company,
  job: JobDetail,
  preview: PreviewNote | null = null,
) {
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
    // A private preview (the editor's): nothing on it offers to share it.
    preview,
  }
}
export type JobDetailData = ReturnType<typeof jobDetailData>
