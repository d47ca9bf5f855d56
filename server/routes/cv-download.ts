import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Context, Hono } from 'hono'
import { sanitizeFileName } from '#domain/application.ts'
import { getI18n } from '#domain/i18n.ts'
import { parseUuid } from '#domain/identifiers.ts'
import { negotiateLocale } from '#domain/locale.ts'
import { companyPaths } from '#domain/paths.ts'
import { siteOfPath } from '#domain/public-urls.ts'
import { errorCode } from '../db/errors.ts'
import { getApplicationCv } from '../db/queries/applications.ts'
import { publicOriginsOf } from '../features/custom-hosts/host-step.ts'
import { sendQueuedAfterResponse } from '../features/deliveries/after-response.ts'
import { renewCvLink } from '../features/deliveries/company-delivery.ts'
import type { AppEnv } from '../hono-env.ts'
import { cvLinkPage } from '../render/cv-link-page.ts'
import { discardBody } from '../services/request-body.ts'
import { isSameOrigin } from '../services/request-guards.ts'
import { verifyToken } from '../services/signed-tokens.ts'

type Refusal = 'invalid' | 'expired' | 'gone' | 'unavailable'

/** What the person holding the link reads, and its status: never a 5xx for a bad link. */
const REFUSALS: Record<Refusal, { status: 403 | 410 | 503; message: MessageDescriptor }> = {
  invalid: {
    status: 403,
    message: msg`Ce lien de téléchargement n'est pas valide. Vérifiez qu'il a été copié en entier.`,
  },
  expired: { status: 410, message: msg`Ce lien de téléchargement a expiré.` },
  gone: {
    status: 410,
    message: msg`Ce CV n'est plus disponible : la candidature a été retirée, ou sa durée de conservation a pris fin.`,
  },
  unavailable: {
    status: 503,
    message: msg`Le CV ne peut pas être téléchargé pour le moment. Réessayez dans quelques minutes.`,
  },
}

/** Neither the file nor a refusal is ever stored or indexed: the link is personal. */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * GET /api/cv/{token}: a CV from the private bucket, for the signed link of the
 * recruiters' e-mail and the webhook (ADR 023). The token names the application and
 * expires; the application must still exist (not withdrawn, not past its retention). The
 * file comes as an attachment under its sanitised name. Refusals and failures are logged
 * by reason code, never with the token.
 */
export const cvDownload = new Hono<AppEnv>()

const languageOf = (c: Context<AppEnv>) => getI18n(negotiateLocale(c.req.header('Accept-Language')))

function refusal(c: Context<AppEnv>, reason: Refusal, error?: unknown) {
  console.warn(`cv download refused: ${reason}${error === undefined ? '' : ` (${errorCode(error)})`}`)
  const { status, message } = REFUSALS[reason]
  return c.text(`${languageOf(c)._(message)}\n`, status, PRIVATE)
}

cvDownload.get('/cv/:token', async (c) => {
  const refuse = (reason: Refusal, error?: unknown) => refusal(c, reason, error)
  const check = await verifyToken(c.get('config').linkSigningSecret, c.req.param('token'), 'cv-download')
  if (!check.ok && check.reason === 'expired') {
    // The holder of an authentic link may have a new one sent to the company (ADR 032).
    console.warn('cv download refused: expired')
    const i18n = languageOf(c)
    const page = cvLinkPage(i18n, {
      heading: i18n._(REFUSALS.expired.message),
      text: i18n._(msg`Un nouveau lien peut être envoyé à l'adresse qui reçoit les candidatures de l'entreprise.`),
      renew: true,
    })
    return c.html(page, 410, PRIVATE)
  }
  if (!check.ok) return refuse('invalid')
  let object: R2ObjectBody | null
  try {
    const cv = await getApplicationCv(c.get('db').sql, check.subject)
    // Past its retention but not purged yet: as good as gone.
    if (!cv || cv.retainUntil.getTime() <= Date.now()) return refuse('gone')
    object = await c.env.CV_BUCKET.get(cv.cvKey)
  } catch (error) {
    return refuse('unavailable', error)
  }
  if (!object) return refuse('gone')
  return new Response(object.body, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Length': String(object.size),
      'Content-Disposition': `attachment; filename="${storedFileName(object)}"`,
    },
  })
})

/**
 * POST /api/cv/{token}: the expired link's button (ADR 032). An authentic link, expired or
 * not, has a new one e-mailed to the company's recruiters' address, at most once per
 * application and day; the page says so, or why not. Nothing is sent to the person asking.
 */
cvDownload.post('/cv/:token', async (c) => {
  // The button's form has no field: whatever came is not read.
  await discardBody(c.req.raw, 64 * 1024)
  if (!isSameOrigin(c)) {
    console.warn('cv link renewal refused: cross-origin')
    return c.text('Cross-site form posts are refused.\n', 403, PRIVATE)
  }
  const config = c.get('config')
  const check = await verifyToken(config.linkSigningSecret, c.req.param('token'), 'cv-download')
  const named = check.ok || check.reason === 'expired' ? parseUuid(check.subject) : null
  if (!named) return refusal(c, 'invalid')
  let outcome: Awaited<ReturnType<typeof renewCvLink>>
  try {
    outcome = await renewCvLink(c.get('db').sql, { origin: thisSiteOrigin(c), secret: config.linkSigningSecret }, named)
  } catch (error) {
    return refusal(c, 'unavailable', error)
  }
  if (outcome.status === 'gone') return refusal(c, 'gone')
  sendQueuedAfterResponse(c, { email: outcome.status === 'sent' })
  console.info(`cv link renewal: ${outcome.status}`)
  const i18n = languageOf(c)
  const { companyName } = outcome
  const texts = {
    sent: msg`Un nouveau lien vient d'être envoyé à l'adresse qui reçoit les candidatures de ${companyName}.`,
    'already-sent': msg`Un nouveau lien a déjà été envoyé aujourd'hui à l'adresse qui reçoit les candidatures de ${companyName}.`,
    'no-address': msg`Aucune adresse ne reçoit les candidatures de ${companyName} : le lien ne peut pas être renouvelé.`,
  }
  const heading = outcome.status === 'no-address' ? REFUSALS.expired.message : msg`Nouveau lien demandé`
  const page = cvLinkPage(i18n, { heading: i18n._(heading), text: i18n._(texts[outcome.status]) })
  return c.html(page, outcome.status === 'no-address' ? 409 : 202, PRIVATE)
})

/**
 * The candidate's file name, as stored with the object (cv-store.ts), sanitised again
 * (letters, digits, dots, dashes): it goes into a header.
 */
function storedFileName(object: R2Object): string {
  const stored = /filename="(.*)"/.exec(object.httpMetadata?.contentDisposition ?? '')?.[1]
  return sanitizeFileName(stored ?? 'cv.pdf')
}

/**
 * The origin the new link is printed on: the one the expired link was on, which is the
 * company's own domain when its recruiters' e-mail gave them one there (ADR 044).
 */
function thisSiteOrigin(c: Context<AppEnv>): string {
  const slug = c.get('companyHostSlug')
  if (slug === undefined) return c.get('config').publicOrigin
  return siteOfPath(publicOriginsOf(c), companyPaths.home(slug)).origin
}
