import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return { demoCompanySlug: pageContext.hono.get('config').demoCompanySlug }
}
export type Data = ReturnType<typeof data>
