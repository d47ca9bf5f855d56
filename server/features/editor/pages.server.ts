import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { parseUuid } from '#domain/identifiers.ts'
import { type Permission, requireMember, sessionOf, workspaceSql } from '../accounts/request.ts'
import { asWorkspace } from '../accounts/tenant.ts'
import { listUploads } from '../images/queries.ts'
import {
  EDITOR_LIST_SIZE,
  type EditorJob,
  type EditorJobRow,
  getEditorJob,
  getPlanLimit,
  listEditorJobs,
} from './job-queries.ts'

// The editors' page loaders: the member's permission first, then one tenant transaction
// (ADR 056). Signed out: the door. Another company's offer, or no offer by that id: 404.

async function memberOf(pageContext: PageContextServer, needs: Permission = 'member') {
  const member = await requireMember(pageContext.hono, needs)
  if (member) return member
  // A recruiter asking for an owner's page gets the site's 404, as for any page not theirs.
  throw (await sessionOf(pageContext.hono)) ? render(404) : redirect(`/${pageContext.locale}/workspace`)
}

export type PlanCount = { plan: string; limit: number | null; visible: number }

export type EditorJobsData = { jobs: EditorJobRow[]; plan: PlanCount; next: string | null }

/** /{lang}/workspace/jobs: the offers and the plan's count ("2 offres visibles sur 3"). */
export async function editorJobsData(pageContext: PageContextServer): Promise<EditorJobsData> {
  const member = await memberOf(pageContext)
  const [at, id] = (new URL(pageContext.urlOriginal, 'http://x').searchParams.get('after') ?? '').split('_')
  const after =
    at && parseUuid(id) && !Number.isNaN(Date.parse(at)) ? { updatedAt: new Date(at), id: parseUuid(id) ?? '' } : null
  return asWorkspace(workspaceSql(pageContext.hono), member, async (tx) => {
    const plan = await getPlanLimit(tx, member.companyId)
    const jobs = await listEditorJobs(tx, member.companyId, after, plan.plan !== 'starter')
    const last = jobs.length === EDITOR_LIST_SIZE ? jobs[jobs.length - 1] : undefined
    const next = last ? `${last.updatedAt.toISOString()}_${last.id}` : null
    return { jobs, plan, next }
  })
}

export type EditorJobData = {
  job: EditorJob | null
  plan: PlanCount
  answer: NonNullable<PageContextServer['workspaceAnswer']>
  done: string | null
}

/** /{lang}/workspace/jobs/new and /{lang}/workspace/jobs/{id}: the editor. */
export async function editorJobData(pageContext: PageContextServer): Promise<EditorJobData> {
  const member = await memberOf(pageContext)
  const id = String(pageContext.routeParams.id ?? '')
  const jobId = id === 'new' ? null : parseUuid(id)
  if (id !== 'new' && jobId === null) throw render(404)
  const done = new URL(pageContext.urlOriginal, 'http://x').searchParams.get('done')
  return asWorkspace(workspaceSql(pageContext.hono), member, async (tx) => {
    const job = jobId === null ? null : await getEditorJob(tx, member.companyId, jobId)
    if (jobId !== null && job === null) throw render(404)
    return { job, plan: await getPlanLimit(tx, member.companyId), answer: pageContext.workspaceAnswer ?? {}, done }
  })
}

/** The company form's values as stored (the lists as the public pages read them). */
export type EditorCompany = Record<string, unknown> & { version: number; plan: string }

/** The logo and cover in use, with their upload's id when they are uploads of the editor. */
export type EditorImages = Record<'logo' | 'cover', { path: string; id: string | null } | null>

export type EditorCompanyData = {
  company: EditorCompany
  images: EditorImages
  answer: NonNullable<PageContextServer['workspaceAnswer']>
  done: string | null
}

/**
 * /{lang}/workspace/company: the space's editor, its owners'. Recruiters write offers and
 * answer applications (the members' roles, ADR 055); the company's page and brand are the owners' (ADR 074).
 */
export async function editorCompanyData(pageContext: PageContextServer): Promise<EditorCompanyData> {
  const member = await memberOf(pageContext, 'owner')
  const done = new URL(pageContext.urlOriginal, 'http://x').searchParams.get('done')
  return asWorkspace(workspaceSql(pageContext.hono), member, async (tx) => {
    const [company] = await tx<EditorCompany[]>`
      select version, plan, name, baseline, description, "values", vision, website, industry, size_range, headquarters,
             location, founded_year::text, average_age::text, turnover, turnover_rate::text, companies_phone, video_url,
             key_figures, to_jsonb(tech_stack) as tech_stack, offices, social_links, recruitment_process, seo_pages,
             photos, accent_color, logo_url, cover_image_url
      from companies where id = ${member.companyId}`
    if (!company) throw render(404)
    // The logo and cover in use, with their upload's id when they are uploads (to delete them).
    const uploads = await listUploads(tx, member.companyId)
    const shown = (path: unknown) =>
      typeof path === 'string' && path ? { path, id: uploads.find((upload) => upload.path === path)?.id ?? null } : null
    const images = { logo: shown(company.logoUrl), cover: shown(company.coverImageUrl) }
    return { company, images, answer: pageContext.workspaceAnswer ?? {}, done }
  })
}
