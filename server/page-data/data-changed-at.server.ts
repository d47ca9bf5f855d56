import type { PageContextServer } from 'vike/types'

/**
 * Notes when the data a page shows last changed (its loaders may note several: the latest
 * wins): the page's Last-Modified, set by server/middleware/data-last-modified.ts.
 */
export function noteDataChangedAt(pageContext: PageContextServer, changedAt: Date): void {
  const hono = pageContext.hono
  // Outside a request (query-plan tests call loaders with a stand-in context) there is none.
  if (typeof hono?.get !== 'function') return
  const noted = hono.get('dataChangedAt')
  if (noted === undefined || changedAt > noted) hono.set('dataChangedAt', changedAt)
}
