import en from 'react-phone-number-input/locale/en.json'
import fr from 'react-phone-number-input/locale/fr.json'
import type { PageContextServer } from 'vike/types'
import { loadJobPage } from '../../../../../../../server/page-data/job.ts'

/**
 * The application form: the job (same checks as its page: 404, 410, redirect), and a
 * refused submission to show again when the endpoint re-renders the form.
 */
export async function data(pageContext: PageContextServer) {
  const { company, job } = await loadJobPage(pageContext)
  const submission = pageContext.applicationSubmission ?? null
  return {
    job,
    company: { slug: company.slug, name: company.name, logoUrl: company.logoUrl, website: company.website },
    submission,
    // One key per form: a double click or a retried post maps to one application.
    idempotencyKey: submission?.values.idempotencyKey ?? crypto.randomUUID(),
    // The phone input's country names in this language only (the other stays out of
    // the page's JavaScript).
    phoneCountryNames: pageContext.locale === 'fr' ? fr : en,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
