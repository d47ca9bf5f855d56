import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { JobAlertCriteria } from '#domain/job-alert.ts'
import { getJobAlertPage } from '../db/queries/job-alerts.ts'
import { type TokenPurpose, verifyToken } from '../services/signed-tokens.ts'
import { loadCompanySpace, toCompanyHeader } from './company.server.ts'

/**
 * The page of an alert's e-mailed link (ADR 026), confirm or unsubscribe: its company, and
 * its alert as the token names it, null when the alert is gone. A token that is not ours
 * is a 404; one past its date a 410, and so is a token of the alert's other link (its
 * confirm and unsubscribe segments swapped): that one works, and 404s are logged with
 * their path. The page only shows a button: the POST acts (server/routes/job-alert-links.ts).
 */
export async function loadJobAlertLink(pageContext: PageContextServer, purpose: TokenPurpose) {
  // The token first: a forged or mangled link costs no database round trip (ADR 039).
  const check = await verifyToken(
    pageContext.hono.get('config').linkSigningSecret,
    pageContext.routeParams.token ?? '',
    purpose,
  )
  if (!check.ok) {
    const usable = check.reason === 'expired' || check.reason === 'wrong-purpose'
    // Nor a look at renamed companies' slugs: the link is refused for its token.
    if (!usable) pageContext.hono.set('notFoundForAnotherReason', true)
    throw usable ? render(410, 'alert-link-expired') : render(404, 'alert-link-invalid')
  }
  // The company and the alert in one statement (ADR 050).
  const { company, alert } = await loadCompanySpace(
    pageContext,
    (sql, slug) => getJobAlertPage(sql, slug, check.subject),
    'alert-load-failed',
  )
  // A token of another company's alert under this slug: a link that was edited.
  if (alert && alert.companyId !== company.id) throw render(404, 'alert-link-invalid')
  return {
    header: toCompanyHeader(company),
    // Its address is the token: no Partager (ADR 037).
    personalLink: true,
    alert: alert ? { criteria: alert.criteria satisfies JobAlertCriteria, confirmed: alert.confirmed } : null,
    failed: pageContext.jobAlertLinkFailed === true,
  }
}
