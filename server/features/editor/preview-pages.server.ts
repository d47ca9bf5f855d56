import type { TransactionSql } from 'postgres'
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Company } from '#domain/company.ts'
import type { CompanyForm } from '#domain/company-form.ts'
import { parseUuid } from '#domain/identifiers.ts'
import type { JobDetail } from '#domain/job.ts'
import type { JobForm } from '#domain/job-form.ts'
import { PLANS_WITH_OWN_ACCENT_COLOR, type PlanId } from '#domain/plans.ts'
import type { PreviewNote } from '#domain/preview-note.ts'
import type { Sql } from '#server/db/client.ts'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { companyPageData } from '#server/page-data/company-page.server.ts'
import { jobDetailData } from '#server/page-data/job-detail.server.ts'
import { type Permission, requireMember, sessionOf, workspaceSql } from '../accounts/request.ts'
import { asWorkspace } from '../accounts/tenant.ts'
import { companyFieldsOf } from './company-editor.ts'
import { closingInstantOf, type EditorJob, getEditorJob, jobFieldsOf } from './job-queries.ts'
import { readPreview } from './previews.ts'

// The editors' previews (ADR 074): the public job page and company page, drawn by
// their own components from their own data builders, with what the member typed (their last
// preview, kept by the editor's `preview` button) or, without one, the page as saved (a
// draft's too). The address is the workspace's (/{lang}/workspace/…/preview): private,
// never stored by a cache, never indexed; the member's session and company first, another
// company's offer a 404 as everywhere in the workspace.

/** An offer that has no id yet is drawn under this one (its links lead nowhere). */
const UNSAVED_JOB_ID = '00000000-0000-4000-8000-000000000000'

async function memberOf(pageContext: PageContextServer, needs: Permission) {
  const member = await requireMember(pageContext.hono, needs)
  if (member) return member
  throw (await sessionOf(pageContext.hono)) ? render(404) : redirect(`/${pageContext.locale}/workspace`)
}

/** The member's company as its public pages read it, as the workspace's role (its own row only). */
async function companyOf(tx: TransactionSql, companyId: string) {
  const [row] = await tx<{ slug: string; plan: PlanId }[]>`select slug, plan from companies where id = ${companyId}`
  // The public pages' own statement (tagged templates only, which a transaction has).
  const company = row ? await getCompanyBySlug(tx as unknown as Sql, row.slug) : null
  if (!row || !company) throw render(404)
  return { company, plan: row.plan }
}

/** A job's fields as the page shows them, from what was typed. */
function typedJob(form: JobForm, saved: EditorJob | null, company: Company, closesAt: Date | null): JobDetail {
  return {
    id: saved?.id ?? UNSAVED_JOB_ID,
    status: saved?.status ?? 'draft',
    publishedAt: saved?.publishedAt ?? null,
    companyId: company.id,
    workspaceId: company.workspaceId,
    ...jobFieldsOf(form),
    closesAt,
  }
}

/** A saved job as the page shows it (the editor's row has every field the page reads). */
function savedJob(saved: EditorJob, company: Company): JobDetail {
  const { updatedAt, updatedBy, updatedByEmail, version, closesOn, ...fields } = saved
  return { ...fields, companyId: company.id, workspaceId: company.workspaceId }
}

/** /{lang}/workspace/jobs/{id|new}/preview: the job page with the member's preview, or as saved. */
export async function jobPreviewData(pageContext: PageContextServer) {
  const member = await memberOf(pageContext, 'member')
  const id = String(pageContext.routeParams.id ?? '')
  const jobId = id === 'new' ? null : parseUuid(id)
  if (id !== 'new' && jobId === null) throw render(404)
  return asWorkspace(workspaceSql(pageContext.hono), member, async (tx) => {
    const saved = jobId === null ? null : await getEditorJob(tx, member.companyId, jobId)
    if (jobId !== null && saved === null) throw render(404)
    const typed = await readPreview<JobForm>(tx, member, jobId ?? 'new')
    if (saved === null && typed === null) throw render(404)
    const { company } = await companyOf(tx, member.companyId)
    const note: PreviewNote = { editorPath: `/workspace/jobs/${id}`, kind: typed ? 'unsaved' : 'saved' }
    const job = typed
      ? typedJob(typed.content, saved, company, await closingInstantOf(tx, typed.content.closesOn))
      : savedJob(saved as EditorJob, company)
    return jobDetailData(pageContext, company, job, note)
  })
}

/** /{lang}/workspace/company/preview: the company page with the owner's preview, or as saved. */
export async function companyPreviewData(pageContext: PageContextServer) {
  const member = await memberOf(pageContext, 'owner')
  return asWorkspace(workspaceSql(pageContext.hono), member, async (tx) => {
    const { company, plan } = await companyOf(tx, member.companyId)
    const typed = await readPreview<CompanyForm>(tx, member, 'company')
    const note: PreviewNote = { editorPath: '/workspace/company', kind: typed ? 'unsaved' : 'saved' }
    const shown = typed ? typedCompany(typed.content, company, plan) : company
    return companyPageData(pageContext, shown, note)
  })
}

/** The company as the pages read it, with what the owner typed over what is saved. */
function typedCompany(form: CompanyForm, company: Company, plan: PlanId): Company {
  const fields = companyFieldsOf(form)
  return {
    ...company,
    ...fields,
    // Numeric columns come back from the database as strings: shown as the saved company would be.
    averageAge: fields.averageAge === null ? null : String(fields.averageAge),
    turnoverRate: fields.turnoverRate === null ? null : String(fields.turnoverRate),
    // The typed colour for the plans that show one (ADR 051); the pages adjust it (domain/brand-color.ts).
    accentColor: PLANS_WITH_OWN_ACCENT_COLOR.includes(plan) ? (form.accentColor ?? null) : company.accentColor,
  }
}
