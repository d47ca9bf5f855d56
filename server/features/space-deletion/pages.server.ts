import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { requireMember, sessionOf, workspaceSql } from '../accounts/request.ts'
import { asWorkspace } from '../accounts/tenant.ts'

/** /{lang}/workspace/delete: the space's address to type, for its owners only. */
export async function deleteSpacePageData(pageContext: PageContextServer) {
  const c = pageContext.hono
  const owner = await requireMember(c, 'owner')
  if (!owner) throw (await sessionOf(c)) ? render(403) : redirect(`/${pageContext.locale}/workspace`)
  const [company] = await asWorkspace(
    workspaceSql(c),
    owner,
    (tx) => tx<{ name: string; slug: string }[]>`select name, slug from companies where id = ${owner.companyId}`,
  )
  if (!company) throw render(404)
  return { company, answer: pageContext.workspaceAnswer ?? {} }
}
