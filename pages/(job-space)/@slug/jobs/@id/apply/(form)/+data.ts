import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { ApplicationSubmission } from '#domain/application.ts'
import type { BrandedCompany } from '#domain/branded-company.ts'
import { signFormShown } from '#server/features/application-risk/form-shown.server.ts'
import { toBrandedCompany } from '#server/page-data/company.server.ts'
import { loadJobPage } from '#server/page-data/job.server.ts'
import { phoneCountryNames } from './phone-country-names.ts'

/**
 * The application form: the job (same checks as its page: 404, 410, redirect), and a
 * refused submission to show again when the endpoint re-renders the form. A submission
 * with `display` is shown from what the form carried, without the database.
 */
export async function data(pageContext: PageContextServer) {
  const submission = pageContext.applicationSubmission ?? null
  if (submission?.display !== undefined)
    return { ...offlineJobPage(pageContext, submission), ...(await formState(pageContext)) }
  const { job, company } = await loadJobPage(pageContext)
  return {
    job: { id: job.id, title: job.title },
    company: toBrandedCompany(company),
    // The job's structured data (spec: the form carries it), as its page builds it.
    posting: {
      job,
      company: {
        name: company.name,
        website: company.website,
        logoUrl: company.logoUrl,
        description: company.description,
      },
    },
    ...(await formState(pageContext)),
  }
}
export type Data = Awaited<ReturnType<typeof data>>

async function formState(pageContext: PageContextServer) {
  const submission = pageContext.applicationSubmission ?? null
  // One key per form: a double click or a retried post maps to one application.
  const idempotencyKey = submission?.values.idempotencyKey ?? crypto.randomUUID()
  const jobId = pageContext.routeParams.id ?? ''
  return {
    submission,
    idempotencyKey,
    // When this form was shown, signed for it (ADR 077): a post within 3 s of it is flagged.
    shownAt: await signFormShown(pageContext.hono.get('config').linkSigningSecret, { jobId, idempotencyKey }),
    // The phone input's country names in this language only (the other stays out of
    // the page's JavaScript).
    phoneCountryNames: phoneCountryNames(pageContext.locale),
  }
}

/** The form as its hidden fields described the job, or the refusal's error page. */
function offlineJobPage(pageContext: PageContextServer, submission: ApplicationSubmission) {
  const target = pageContext.applyTarget
  const display = submission.display
  if (!target || !display) {
    // Nothing to show the form with: the refusal's message and a link back to the form.
    if (submission.formError === 'rate-limited') throw render(429, 'application-rate-limited')
    throw render(503, submission.formError === 'too-large' ? 'application-too-large' : 'application-unavailable')
  }
  return {
    job: { id: target.jobId, title: display.jobTitle },
    company: {
      slug: target.slug,
      name: display.companyName,
      logoUrl: null,
      accentColor: null,
    } satisfies BrandedCompany,
  }
}
