import { type Context, Hono } from 'hono'
import { getI18n } from '#domain/i18n.ts'
import { JOB_ALERT_FORM_MESSAGES } from '#domain/job-alert-messages.ts'
import { localeOrDefault } from '#domain/locale.ts'
import { confirmJobAlert, deleteJobAlert } from '../db/queries/job-alerts.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import { renderFormAnswer } from '../render/form-answer.ts'
import { discardBody } from '../services/request-body.ts'
import { clientKey, isSameOrigin } from '../services/request-guards.ts'
import { verifyToken } from '../services/signed-tokens.ts'

/** The one-click POST's body is `List-Unsubscribe=One-Click`; the pages' forms send less. */
const MAX_BODY_BYTES = 4096
/** The period of ALERT_LINK_LIMITER (wrangler.toml): when a refused client may try again. */
const RATE_LIMIT_PERIOD_SECONDS = 60

/**
 * The POSTs of an alert's e-mailed links (ADR 026); their GET pages only show a button,
 * since mail scanners fetch links. The signed token is the whole authorisation: no other
 * field is needed, which is what RFC 8058's one-click POST sends. A token that does not
 * verify costs no database round trip, on the POST as on the page (its loader checks the
 * token first). Every request to these links, GET or POST, is rate-limited per client
 * (`ALERT_LINK_LIMITER`, ADR 039), more loosely than the forms: mailbox providers post
 * unsubscriptions for many users from few addresses.
 *
 * - confirm: marks the alert confirmed (idempotent), then a 303 to its page, which says so.
 * - unsubscribe: deletes the alert and everything it holds, then its page (200, no
 *   redirect: a one-click POST is answered where it was sent), which says so.
 * A token that does not verify gets the page's own answer (404, or 410 once expired).
 */
export const jobAlertLinks = new Hono<AppEnv>()

/** What a client sent too many of gets (429), before anything else is done. */
jobAlertLinks.use('/:lang/:slug/alerts/:action{confirm|unsubscribe}/*', async (c, next) => {
  const { success: allowed } = await c.env.ALERT_LINK_LIMITER.limit({ key: clientKey(c, 'alert-link') })
  if (allowed) return next()
  await discardBody(c.req.raw, MAX_BODY_BYTES)
  console.warn('job alert link refused', 'rate-limited')
  const locale = localeOrDefault(c.req.param('lang'))
  c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
  c.header('Cache-Control', 'no-store')
  return c.text(`${getI18n(locale)._(JOB_ALERT_FORM_MESSAGES['rate-limited'])}\n`, 429)
})

jobAlertLinks.post('/:lang/:slug/alerts/:action{confirm|unsubscribe}/:token', async (c) => {
  await discardBody(c.req.raw, MAX_BODY_BYTES)
  if (!isSameOrigin(c)) {
    console.warn('job alert link refused', 'cross-origin')
    return c.text('Cross-site form posts are refused.\n', 403)
  }
  const action = c.req.param('action') === 'confirm' ? 'confirm' : 'unsubscribe'
  const check = await verifyToken(
    c.get('config').linkSigningSecret,
    c.req.param('token'),
    action === 'confirm' ? 'alert-confirm' : 'alert-unsubscribe',
  )
  if (!check.ok) {
    console.warn('job alert link refused', check.reason)
    return renderLinkPage(c)
  }
  try {
    if (action === 'confirm') {
      const exists = await confirmJobAlert(c.get('db').sql, check.subject, c.req.param('slug'))
      console.info('job alert', exists ? 'confirmed' : 'confirm-gone')
      if (exists) return c.redirect(new URL(c.req.url).pathname, 303)
    } else {
      await deleteJobAlert(c.get('db').sql, check.subject, c.req.param('slug'))
      console.info('job alert', 'unsubscribed')
    }
  } catch (error) {
    logFailure('job alert link', error)
    // The page again, with its button and a message: the visitor can retry.
    return renderLinkPage(c, 503)
  }
  return renderLinkPage(c)
})

/** The link's page as its GET shows it, answering this POST; `failedWith` marks a failed action. */
async function renderLinkPage(c: Context<AppEnv>, failedWith?: 503) {
  return renderFormAnswer(c, { jobAlertLinkFailed: failedWith !== undefined }, (pageStatus) =>
    pageStatus === 200 && failedWith ? failedWith : pageStatus,
  )
}
