import type { Context } from 'hono'
import { renderPage } from 'vike/server'
import type { AppEnv } from '../hono-env.ts'

/** What a form's route tells the page it renders (declared on Vike.PageContextServer). */
type RouteFindings = Pick<
  Vike.PageContextServer,
  | 'applicationSubmission'
  | 'applyTarget'
  | 'saveJobRefusal'
  | 'jobAlertSubmission'
  | 'jobAlertLinkFailed'
  | 'withdrawalRefusal'
>

/**
 * This request's page rendered by Vike as the answer to a form's POST, with what the route
 * found (a refusal, a failure), never cached: it speaks of one visitor's submission.
 * `statusOf` turns the page's own status into the answer's (a refusal's 4xx over a 200).
 */
export async function renderFormAnswer(
  c: Context<AppEnv>,
  findings: RouteFindings,
  statusOf: (pageStatus: number) => number = (pageStatus) => pageStatus,
) {
  const { httpResponse } = await renderPage({
    urlOriginal: c.req.url,
    headersOriginal: c.req.raw.headers,
    hono: c,
    ...findings,
  })
  const headers = new Headers(httpResponse.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(httpResponse.getReadableWebStream(), { status: statusOf(httpResponse.statusCode), headers })
}
