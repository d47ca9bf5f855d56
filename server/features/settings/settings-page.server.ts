import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { parseUuid } from '#domain/identifiers.ts'
import { requireMember, sessionOf, workspaceSql } from '#server/features/accounts/request.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { readCompanySettings, recentDeliveries } from './queries.ts'

/**
 * /{lang}/workspace/settings (ADR 070): the owners' page. Signed out, the
 * door; anyone but an owner, the site's 404 (as the billing page). Read as the workspace's
 * role, the session's company only. Each keyed form gets a fresh random key.
 */
export async function settingsPageData(pageContext: PageContextServer) {
  const c = pageContext.hono
  if (!(await sessionOf(c))) throw redirect(`/${pageContext.locale}/workspace`)
  const owner = await requireMember(c, 'owner')
  if (!owner) throw render(404)
  const { settings, deliveries } = await asWorkspace(
    workspaceSql(c),
    { companyId: owner.companyId, userId: owner.userId },
    async (tx) => ({
      settings: await readCompanySettings(tx, owner.companyId),
      deliveries: await recentDeliveries(tx, owner.companyId),
    }),
  )
  if (!settings) throw render(404)
  const query = new URL(c.req.url).searchParams
  return {
    settings,
    deliveries,
    webhookFormKey: crypto.randomUUID(),
    secretFormKey: crypto.randomUUID(),
    redeliverFormKey: crypto.randomUUID(),
    saved: query.get('saved'),
    /** The delivery the owner just sent again, if it is among those listed. */
    redeliveredId: parseUuid(query.get('redelivered') ?? undefined),
    answer: pageContext.workspaceAnswer ?? {},
  }
}
