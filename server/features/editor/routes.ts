import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import type postgres from 'postgres'
import { companyFormSchema } from '#domain/company-form.ts'
import { parseUuid } from '#domain/identifiers.ts'
import { jobFormSchema } from '#domain/job-form.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { requireMember, sessionOf, workspaceSql } from '../accounts/request.ts'
import { answerWithPage } from '../accounts/route-answers.ts'
import { asWorkspace } from '../accounts/tenant.ts'
import { forgetRemovedPhotos } from '../images/queries.ts'
import { saveCompany } from './company-editor.ts'
import { applyJobIntent, type EditorActor } from './job-editor.ts'
import { getEditorJob } from './job-queries.ts'
import { forgetPreview, keepPreview } from './previews.ts'

// The editors' forms: POSTs that work without JavaScript, as conform's progressive
// enhancement expects: a refusal re-renders the page with the form's answer (422, or 409 for
// a change made meanwhile), a success is a 303 to the saved page. The workspace's middleware
// (server/features/accounts/routes.ts) has already checked the Origin and set the private
// headers; the member's permission is checked first here, and every statement runs in the
// member's tenant transaction (ADR 056): another company's id is an unknown offer, a 404.

export const editor = new Hono<AppEnv>()

type Member = NonNullable<Awaited<ReturnType<typeof requireMember>>>

/** The member's company as the editors write it (its workspace id names the jobs' workspace). */
async function actorOf(tx: postgres.TransactionSql, member: Member): Promise<EditorActor> {
  const [company] = await tx<
    { workspaceId: string }[]
  >`select workspace_id from companies where id = ${member.companyId}`
  return { companyId: member.companyId, workspaceId: company?.workspaceId ?? '', userId: member.userId }
}

const door = (c: Context<AppEnv>) => c.redirect(`/${c.req.param('lang')}/workspace`, 303)

editor.post('/:lang{fr|en}/workspace/jobs/:id', async (c) => {
  const member = await requireMember(c)
  if (!member) return door(c)
  const id = c.req.param('id')
  const jobId = id === 'new' ? null : parseUuid(id)
  if (id !== 'new' && jobId === null) return c.notFound()
  const submission = parseWithZod(await c.req.formData(), { schema: jobFormSchema })
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() })
  const tenant = { companyId: member.companyId, userId: member.userId }
  const lang = c.req.param('lang')
  const target = jobId ?? 'new'
  if (submission.value.intent === 'preview') {
    // What was typed, kept as the member's preview of this offer; the preview is its link.
    const known = await asWorkspace(workspaceSql(c), tenant, async (tx) => {
      if (jobId !== null && (await getEditorJob(tx, member.companyId, jobId)) === null) return false
      await keepPreview(tx, member, target, submission.value)
      return true
    })
    return known ? c.redirect(`/${lang}/workspace/jobs/${target}/preview`, 303) : c.notFound()
  }
  const result = await asWorkspace(workspaceSql(c), tenant, async (tx) => {
    const applied = await applyJobIntent(tx, await actorOf(tx, member), jobId, submission.value)
    // Saved: the page as saved is the preview now (a duplicate leaves the original's as it was).
    if (applied.kind === 'saved' && submission.value.intent !== 'duplicate') await forgetPreview(tx, member, target)
    return applied
  })
  switch (result.kind) {
    case 'saved':
      return c.redirect(`/${lang}/workspace/jobs/${result.jobId}?done=${submission.value.intent}`, 303)
    case 'invalid':
      return answerWithPage(c, 422, { lastResult: submission.reply({ fieldErrors: result.fieldErrors }) })
    case 'conflict':
      // What the second person typed comes back in the form; the message says who changed it and when.
      return answerWithPage(c, 409, {
        lastResult: submission.reply({ formErrors: ['job-conflict'] }),
        refusal: {
          code: 'job-conflict',
          values: { email: result.updatedByEmail, at: result.updatedAt.toISOString(), version: result.version },
        },
      })
    case 'plan-limit':
      return answerWithPage(c, 422, {
        lastResult: submission.reply({ formErrors: ['job-plan-limit'] }),
        refusal: { code: 'job-plan-limit', values: { plan: result.plan, limit: result.limit } },
      })
    default:
      return c.notFound()
  }
})

editor.post('/:lang{fr|en}/workspace/company', async (c) => {
  // The company's page is its owners' (ADR 074): a recruiter's post is a page that is not theirs.
  const member = await requireMember(c, 'owner')
  if (!member) return (await sessionOf(c)) ? c.notFound() : door(c)
  const submission = parseWithZod(await c.req.formData(), { schema: companyFormSchema })
  // A list's button (add, remove, move) without JavaScript: the same form, its list changed, nothing saved.
  if (submission.status === undefined) return answerWithPage(c, 200, { lastResult: submission.reply() })
  if (submission.status !== 'success') return answerWithPage(c, 422, { lastResult: submission.reply() })
  const tenant = { companyId: member.companyId, userId: member.userId }
  if (submission.value.intent === 'preview') {
    await asWorkspace(workspaceSql(c), tenant, (tx) => keepPreview(tx, member, 'company', submission.value))
    return c.redirect(`/${c.req.param('lang')}/workspace/company/preview`, 303)
  }
  const result = await asWorkspace(workspaceSql(c), tenant, async (tx) => {
    const saved = await saveCompany(tx, await actorOf(tx, member), submission.value)
    if (saved.kind === 'saved') {
      await forgetPreview(tx, member, 'company')
      // Their objects: deleted by the cron once no page may still name them (ADR 089).
      await forgetRemovedPhotos(tx, member.companyId)
    }
    return saved
  })
  if (result.kind === 'saved') return c.redirect(`/${c.req.param('lang')}/workspace/company?done=save`, 303)
  if (result.kind === 'conflict')
    return answerWithPage(c, 409, {
      lastResult: submission.reply({ formErrors: ['company-conflict'] }),
      refusal: {
        code: 'company-conflict',
        values: { email: result.updatedByEmail, at: result.updatedAt.toISOString() },
      },
    })
  return c.notFound()
})
