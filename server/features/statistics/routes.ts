import { type Context, Hono } from 'hono'
import { renderPage } from 'vike/server'
import { getI18n } from '#domain/i18n.ts'
import { isLocale } from '#domain/locale.ts'
import { jobsCsv } from '#domain/statistics/csv.ts'
import { jobStatusLabel, jobTableHeadings, STATISTICS_REFUSAL_DETAILS } from '#domain/statistics/labels.ts'
import type { AppEnv } from '../../hono-env.ts'
import { loadStatistics, REFUSAL_STATUS } from './statistics-page.server.ts'

/**
 * A company's statistics page is its own and nobody else's (ADR 043): never stored by any
 * cache (this route answers before the edge cache, which never lists it anyway), never
 * indexed, and its address (its token) never sent to another site, not even its origin.
 */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
}

/**
 * GET /{lang}/{slug}/statistics?token=…[&period=][&sort=&order=][&format=csv]: the page,
 * rendered by Vike (pages/(company-private)), or the per-job table as CSV. The token is in
 * the query, which nothing logs.
 */
export const statistics = new Hono<AppEnv>()

statistics.get('/:lang/:slug/statistics', async (c) => {
  const lang = c.req.param('lang')
  if (!isLocale(lang)) return c.notFound()
  const response = c.req.query('format') === 'csv' ? await csv(c, lang) : await page(c)
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) response.headers.set(name, value)
  return response
})

async function page(c: Context<AppEnv>): Promise<Response> {
  const { httpResponse } = await renderPage({ urlOriginal: c.req.url, headersOriginal: c.req.raw.headers, hono: c })
  return new Response(httpResponse.getReadableWebStream(), {
    status: httpResponse.statusCode,
    headers: new Headers(httpResponse.headers),
  })
}

async function csv(c: Context<AppEnv>, locale: 'fr' | 'en'): Promise<Response> {
  const i18n = getI18n(locale)
  const view = await loadStatistics(c.get('db').sql, c.get('config').linkSigningSecret, {
    slug: c.req.param('slug') ?? '',
    token: c.req.query('token') ?? '',
    period: c.req.query('period'),
    sort: c.req.query('sort'),
    order: c.req.query('order'),
  })
  if (!view.ok) {
    return new Response(`${i18n._(STATISTICS_REFUSAL_DETAILS[view.refusal])}\n`, {
      status: REFUSAL_STATUS[view.refusal],
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const jobs = view.statistics?.jobs ?? []
  const range = view.statistics?.range
  const name = `statistics-${view.company.slug}-${range ? `${range.from}-${range.to}` : view.period}.csv`
  return new Response(
    jobsCsv(jobTableHeadings(i18n), jobs, (status) => i18n._(jobStatusLabel(status))),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    },
  )
}
