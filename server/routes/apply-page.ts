import type { Context } from 'hono'
import type { ApplicationSubmission } from '#domain/application.ts'
import type { Locale } from '#domain/locale.ts'
import type { AppEnv } from '../hono-env.ts'
import { renderFormAnswer } from '../render/form-answer.ts'

export type ApplyTarget = { locale: Locale; slug: string; jobId: string }

/**
 * Renders the application page of this URL with Vike, with the refused submission. The
 * page's data hook applies the job's checks (404, 410, redirect), except when the
 * submission carries `display`: then it renders from that alone, without the database
 * (an outage, or a refusal that must cost no round trip), and `display: null` renders
 * the error page with the refusal's message.
 */
export async function renderApplyPage(
  c: Context<AppEnv>,
  status: number,
  submission: ApplicationSubmission | null,
  target?: ApplyTarget,
) {
  // The page's own status wins (404, 410...), but not over the refusal it shows.
  return renderFormAnswer(c, { applicationSubmission: submission, applyTarget: target ?? null }, (pageStatus) =>
    pageStatus === 200 || submission?.display === null ? status : pageStatus,
  )
}
