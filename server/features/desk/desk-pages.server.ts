import type { MessageDescriptor } from '@lingui/core'
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { RISK_LEVEL_LABELS, RISK_SIGNAL_LABELS } from '#domain/application-risk-labels.ts'
import { STATUS_LABELS } from '#domain/application-status-labels.ts'
import { inboxFiltersSchema } from '#domain/applications-inbox.ts'
import { getI18n } from '#domain/i18n.ts'
import { parseUuid } from '#domain/identifiers.ts'
import type { Locale } from '#domain/locale.ts'
import { requireMember, workspaceSql } from '#server/features/accounts/request.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { signToken } from '#server/services/signed-tokens.ts'
import { getApplicationDetails, listInboxOffers, listInboxPage } from './inbox-queries.ts'

/**
 * The statuses as the candidate reads them (the site's catalog): the workspace's pages
 * carry their own catalog to the browser, so the labels come with the data.
 */
function statusLabels(locale: Locale) {
  return translated(locale, STATUS_LABELS)
}

/** The bot-risk levels and signals (ADR 077), for recruiters only. */
function riskLabels(locale: Locale) {
  return { levels: translated(locale, RISK_LEVEL_LABELS), signals: translated(locale, RISK_SIGNAL_LABELS) }
}

function translated<Key extends string>(locale: Locale, messages: Record<Key, MessageDescriptor>): Record<Key, string> {
  const i18n = getI18n(locale)
  const entries = Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, i18n._(message)])
  return Object.fromEntries(entries) as Record<Key, string>
}

/** How long the CV link an application's page shows stays usable. */
const CV_LINK_MS = 5 * 60_000

/**
 * The desk's pages' data (ADR 062): the permission check first (signed out: the
 * door), then the company's rows as the workspace's role under its tenant. Each form gets
 * a fresh random key: the same form sent twice is one change.
 */
async function memberOf(pageContext: PageContextServer) {
  const member = await requireMember(pageContext.hono)
  if (!member) throw redirect(`/${pageContext.locale}/workspace`)
  const sql = workspaceSql(pageContext.hono)
  const inTenant = <T>(work: Parameters<typeof asWorkspace<T>>[2]) =>
    asWorkspace(sql, { companyId: member.companyId, userId: member.userId }, work)
  return { member, inTenant }
}

/** /{lang}/workspace/applications?job=&status=&from=&to=&q=&after= */
export async function inboxPageData(pageContext: PageContextServer) {
  const { member, inTenant } = await memberOf(pageContext)
  const search = new URL(pageContext.hono.req.url).searchParams
  const raw = Object.fromEntries(
    ['job', 'status', 'from', 'to', 'q', 'after'].map((key) => [key, search.get(key) ?? '']),
  )
  const parsed = inboxFiltersSchema.safeParse(raw)
  // A filter no form of the page makes (an edited URL): no such list (Vike's abort takes no 400).
  if (!parsed.success) throw render(404)
  const { page, offers } = await inTenant(async (tx) => ({
    page: await listInboxPage(tx, member.companyId, parsed.data),
    offers: await listInboxOffers(tx, member.companyId),
  }))
  return {
    filters: raw,
    rows: page.rows,
    next: page.next,
    offers,
    formKey: crypto.randomUUID(),
    statusLabels: statusLabels(pageContext.locale),
    riskLabels: riskLabels(pageContext.locale),
    changed: Number(search.get('changed') ?? 0) || 0,
    erased: search.has('erased'),
    answer: pageContext.workspaceAnswer ?? {},
  }
}

/** /{lang}/workspace/applications/{id}: another company's id, or none, is not found. */
export async function applicationPageData(pageContext: PageContextServer) {
  const { member, inTenant } = await memberOf(pageContext)
  const id = parseUuid(pageContext.routeParams.id)
  if (!id) throw render(404)
  const details = await inTenant((tx) => getApplicationDetails(tx, member.companyId, id))
  if (!details) throw render(404)
  const token = await signToken(pageContext.hono.get('config').linkSigningSecret, {
    purpose: 'desk-cv',
    subject: id,
    expiresAt: new Date(Date.now() + CV_LINK_MS),
  })
  const { cvKey: _, ...application } = details.application
  return {
    application,
    timeline: details.timeline,
    notes: details.notes,
    cvUrl: `/${pageContext.locale}/workspace/applications/${id}/cv?token=${encodeURIComponent(token)}`,
    statusFormKey: crypto.randomUUID(),
    statusLabels: statusLabels(pageContext.locale),
    riskLabels: riskLabels(pageContext.locale),
    noteFormKey: crypto.randomUUID(),
    changed: new URL(pageContext.hono.req.url).searchParams.has('changed'),
    answer: pageContext.workspaceAnswer ?? {},
  }
}
