import type { Context } from 'hono'
import { renderPage } from 'vike/server'
import { parseUuid } from '#domain/identifiers.ts'
import { isJobVisible } from '#domain/job.ts'
import { localeOrDefault } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { EMAIL_MAX_LENGTH } from '#domain/save-job.ts'
import { getJobWithCompanyName } from '../db/queries/jobs.ts'
import type { AppEnv } from '../hono-env.ts'

/**
 * A save form refused for its address, shown again in the job page (pages/(job-space)/…/(detail)):
 * not a valid address, or one that had its e-mails of the day (`capped`, ADR 039).
 */
export type SaveJobRefusal = { email: string; capped?: boolean }

/**
 * The save form posted without JavaScript, refused for its address: the job page, its
 * save dialog open with the address as typed and the message under it, with a 422 (or a
 * 429 when the address had its e-mails of the day). Null
 * when there is no such job page to show (the caller then answers as the API does).
 */
export async function renderRefusedSaveForm(
  c: Context<AppEnv>,
  raw: object,
  reason: 'invalid-email' | 'address-capped' = 'invalid-email',
): Promise<Response | null> {
  const field = (name: string) => (name in raw ? (raw as Record<string, unknown>)[name] : undefined)
  const id = field('jobId')
  const jobId = parseUuid(typeof id === 'string' ? id : undefined)
  if (!jobId) return null
  let job: Awaited<ReturnType<typeof getJobWithCompanyName>>
  try {
    job = await getJobWithCompanyName(c.get('db').sql, jobId)
  } catch {
    return null
  }
  if (!job || !isJobVisible(job, new Date())) return null
  const requested = field('locale')
  const locale = localeOrDefault(requested)
  const path = localizedPath(locale, companyPaths.job(job.companySlug, job.id))
  const typed = field('email')
  // Shown again as typed, but for control characters (a NUL has no place in a page).
  const email = typeof typed === 'string' ? typed.replace(/\p{Cc}/gu, '').slice(0, EMAIL_MAX_LENGTH) : ''
  const capped = reason === 'address-capped'
  const saveJobRefusal: SaveJobRefusal = capped ? { email, capped } : { email }
  const pageContext = await renderPage({
    urlOriginal: new URL(`${path}?save=1`, c.req.url).href,
    headersOriginal: c.req.raw.headers,
    hono: c,
    saveJobRefusal,
  })
  const { httpResponse } = pageContext
  if (httpResponse.statusCode !== 200) return null
  const headers = new Headers(httpResponse.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(httpResponse.getReadableWebStream(), { status: capped ? 429 : 422, headers })
}
