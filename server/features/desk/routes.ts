import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import { bulkStatusChangeSchema, noteSchema, statusChangeSchema } from '#domain/applications-inbox.ts'
import { parseUuid } from '#domain/identifiers.ts'
import type { Locale } from '#domain/locale.ts'
import type { z } from '#domain/zod.ts'
import { requireMember, workspaceSql } from '#server/features/accounts/request.ts'
import { answerWithPage, localeOf } from '#server/features/accounts/route-answers.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import type { StatusTransaction } from '#server/features/application-status/status-queries.ts'
import { publicOriginsOf } from '#server/features/custom-hosts/host-step.ts'
import { sendQueuedAfterResponse } from '#server/features/deliveries/after-response.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { verifyToken } from '#server/services/signed-tokens.ts'
import { withdrawAndErase } from '#server/services/withdraw-application.ts'
import { exportOfferApplications } from './export.ts'
import { addNote, getApplicationDetails } from './inbox-queries.ts'
import { changeStatusFromDesk, changeStatusInBulk } from './status-changes.ts'

/**
 * The recruiter's desk's routes (ADR 062): its forms' POSTs, the CSV and the CV;
 * the pages are Vike's (pages/workspace/applications/). Each checks the member first
 * (requireMember), then works as the workspace's role in the member's company (row-level
 * security): another company's application or offer is not found (404). The workspace's
 * middleware (server/features/accounts/routes.ts) refuses cross-site POSTs and makes every
 * answer private, unindexed and without Referer. Forms work without JavaScript: an invalid
 * one is its page again with its errors (422), a valid one a 303 to the page that shows it.
 */
export const desk = new Hono<AppEnv>()

const APPLICATIONS = '/:lang{fr|en}/workspace/applications'
const inboxPath = (locale: Locale) => `/${locale}/workspace/applications`

/** The signed-in member and their company's transaction, or null (signed out, no company). */
async function deskOf(c: Context<AppEnv>) {
  const member = await requireMember(c)
  if (!member) return null
  const sql = workspaceSql(c)
  const transaction: StatusTransaction = (work) =>
    asWorkspace(sql, { companyId: member.companyId, userId: member.userId }, work)
  return { member, sql, transaction }
}

const signedOut = (c: Context<AppEnv>) => c.redirect(`/${localeOf(c)}/workspace`, 303)

function statusDependencies(c: Context<AppEnv>, desk: NonNullable<Awaited<ReturnType<typeof deskOf>>>) {
  const config = c.get('config')
  return {
    sql: desk.sql,
    transaction: desk.transaction,
    links: { origin: config.publicOrigin, secret: config.linkSigningSecret },
    deliverAfterResponse: (queued: { email: boolean; webhook: boolean }) => sendQueuedAfterResponse(c, queued),
  }
}

desk.post(`${APPLICATIONS}/bulk`, async (c) => {
  const found = await deskOf(c)
  if (!found) return signedOut(c)
  const submission = parseWithZod(await c.req.formData(), { schema: bulkStatusChangeSchema })
  if (submission.status !== 'success')
    return answerWithPage(c, 422, { lastResult: submission.reply() }, inboxPath(localeOf(c)))
  const outcome = await changeStatusInBulk(statusDependencies(c, found), found.member.companyId, submission.value)
  if (outcome.unavailable > 0) return c.text('Service Unavailable', 503)
  const done = outcome.applied + outcome.replay + outcome.recorded
  return c.redirect(`${inboxPath(localeOf(c))}?changed=${done}`, 303)
})

desk.get(`${APPLICATIONS}/export`, async (c) => {
  const found = await deskOf(c)
  if (!found) return signedOut(c)
  const jobId = parseUuid(c.req.query('job'))
  if (!jobId) return c.notFound()
  const locale = localeOf(c)
  const exported = await found.transaction((tx) => exportOfferApplications(tx, found.member.companyId, jobId, locale))
  if (!exported) return c.notFound()
  return c.body(exported.csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="applications-${jobId}.csv"`,
  })
})

/**
 * A form of an application's page, read: the member's desk, the application's id and the
 * form's value; or what was answered instead (signed out, an id that is none, a 422).
 */
async function applicationForm<Schema extends z.ZodType>(c: Context<AppEnv>, schema: Schema) {
  const found = await deskOf(c)
  if (!found) return { answer: signedOut(c) }
  const id = parseUuid(c.req.param('id'))
  if (!id) return { answer: c.notFound() }
  const submission = parseWithZod(await c.req.formData(), { schema })
  if (submission.status !== 'success')
    return { answer: await answerWithPage(c, 422, { lastResult: submission.reply() }, pageOf(c, id)) }
  return { found, id, value: submission.value as z.output<Schema> }
}

desk.post(`${APPLICATIONS}/:id/status`, async (c) => {
  const form = await applicationForm(c, statusChangeSchema)
  if ('answer' in form) return form.answer
  const { found, id } = form
  const outcome = await changeStatusFromDesk(statusDependencies(c, found), found.member.companyId, id, form.value)
  if (outcome.status === 'gone') return c.notFound()
  if (outcome.status === 'unavailable') return c.text('Service Unavailable', 503)
  return c.redirect(`${pageOf(c, id)}?changed=1`, 303)
})

desk.post(`${APPLICATIONS}/:id/notes`, async (c) => {
  const form = await applicationForm(c, noteSchema)
  if ('answer' in form) return form.answer
  const { found, id } = form
  const { body, formKey } = form.value
  const note = { companyId: found.member.companyId, applicationId: id, authorId: found.member.userId, body, formKey }
  if (!(await found.transaction((tx) => addNote(tx, note)))) return c.notFound()
  return c.redirect(`${pageOf(c, id)}#notes`, 303)
})

// Erasure on the candidate's request: the application, its CV, notes and history, as the
// candidate's own withdrawal does (ADR 025); the company's ATS is told.
desk.post(`${APPLICATIONS}/:id/erase`, async (c) => {
  const found = await deskOf(c)
  if (!found) return signedOut(c)
  const id = parseUuid(c.req.param('id'))
  if (!id) return c.notFound()
  // The page's checkbox says the candidate asked: a post without it erases nothing.
  if ((await c.req.formData()).get('confirm') !== 'yes') return answerWithPage(c, 422, {}, pageOf(c, id))
  const [company] = await found.transaction(
    (tx) => tx<{ slug: string }[]>`select slug from companies where id = ${found.member.companyId}`,
  )
  if (!company) return c.notFound()
  const outcome = await withdrawAndErase(
    {
      sql: found.sql,
      transaction: found.transaction,
      bucket: c.env.CV_BUCKET,
      publicOrigin: c.get('config').publicOrigin,
      origins: publicOriginsOf(c),
      deliverAfterResponse: (queued) => sendQueuedAfterResponse(c, queued),
    },
    { applicationId: id, companySlug: company.slug },
  )
  if (outcome.status === 'unavailable') return c.text('Service Unavailable', 503)
  if (outcome.status !== 'withdrawn') return c.notFound()
  return c.redirect(`${inboxPath(localeOf(c))}?erased=1`, 303)
})

// The CV, shown in the browser from a link the application's page signs for a few
// minutes, and only to a member of its company.
desk.get(`${APPLICATIONS}/:id/cv`, async (c) => {
  const found = await deskOf(c)
  if (!found) return signedOut(c)
  const id = parseUuid(c.req.param('id'))
  const check = await verifyToken(c.get('config').linkSigningSecret, c.req.query('token') ?? '', 'desk-cv')
  if (!id || !check.ok || check.subject !== id) return c.notFound()
  const details = await found.transaction((tx) => getApplicationDetails(tx, found.member.companyId, id))
  const object = details ? await c.env.CV_BUCKET.get(details.application.cvKey) : null
  if (!object) return c.notFound()
  return new Response(object.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(object.size),
      'Content-Disposition': 'inline; filename="cv.pdf"',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

function pageOf(c: Context<AppEnv>, id: string): string {
  return `${inboxPath(localeOf(c))}/${id}`
}
