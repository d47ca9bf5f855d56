import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { WITHDRAWAL_REFUSAL_STATUS } from '#domain/abort-reasons.ts'
import { formatDate } from '#domain/format-date.ts'
import { loadCompanySpace, toBrandedCompany } from '#server/page-data/company.server.ts'
import { checkWithdrawalToken, getWithdrawalPage } from '#server/page-data/withdrawal.server.ts'

/**
 * The withdrawal page of `?token=` (ADR 025): the application it names, if it still exists
 * and belongs to this company. A wrong or altered token is a 404, an expired one or an
 * application already withdrawn a 410, each on the error page in the URL's language. The
 * withdrawal endpoint renders this page with its own refusal (server/routes/withdraw.ts).
 */
export async function data(pageContext: PageContextServer) {
  const refusal = pageContext.withdrawalRefusal
  if (refusal) throw render(WITHDRAWAL_REFUSAL_STATUS[refusal], refusal)
  const token = pageContext.urlParsed.search.token ?? ''
  const check = await checkWithdrawalToken(pageContext.hono.get('config').linkSigningSecret, token)
  if (!check.ok) {
    throw check.reason === 'expired' ? render(410, 'withdrawal-link-expired') : render(404, 'withdrawal-link-invalid')
  }
  // The company and the application in one statement (ADR 050).
  const { company, application } = await loadCompanySpace(
    pageContext,
    (sql, slug) => getWithdrawalPage(sql, slug, check.subject),
    'withdrawal-unavailable',
  )
  if (!application) throw render(410, 'application-withdrawn')
  if (application.companySlug !== company.slug) throw render(404, 'withdrawal-link-invalid')
  return {
    company: toBrandedCompany(company),
    job: { id: application.jobId, title: application.jobTitle },
    receivedOn: formatDate(application.createdAt, pageContext.locale),
    token,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
