import type { PageContextServer } from 'vike/types'
import { loadStatisticsPage } from '#server/features/statistics/statistics-page.server.ts'

/**
 * A company's statistics page (ADR 043), rendered by server/features/statistics/routes.ts, which
 * sets its private headers: the view of `?token=` for `?period=` and `?sort=&order=`, or
 * the error page (403 a link that is not valid here, 410 an expired one, 503 an outage).
 */
export const data = (pageContext: PageContextServer) => loadStatisticsPage(pageContext)
export type Data = Awaited<ReturnType<typeof data>>
