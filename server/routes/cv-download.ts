import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Hono } from 'hono'
import { sanitizeFileName } from '#domain/application.ts'
import { getI18n } from '#domain/i18n.ts'
import { negotiateLocale } from '#domain/locale.ts'
import { errorCode } from '../db/errors.ts'
import { getApplicationCv } from '../db/queries/applications.ts'
import type { AppEnv } from '../hono-env.ts'
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

cvDownload.get('/cv/:token', async (c) => {
  const refuse = (reason: Refusal, error?: unknown) => {
    console.warn(`cv download refused: ${reason}${error === undefined ? '' : ` (${errorCode(error)})`}`)
    const { status, message } = REFUSALS[reason]
    const i18n = getI18n(negotiateLocale(c.req.header('Accept-Language')))
    return c.text(`${i18n._(message)}\n`, status, PRIVATE)
  }

  const check = await verifyToken(c.get('config').linkSigningSecret, c.req.param('token'), 'cv-download')
  if (!check.ok) return refuse(check.reason === 'expired' ? 'expired' : 'invalid')
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
 * The candidate's file name, as stored with the object (cv-store.ts), sanitised again
 * (letters, digits, dots, dashes): it goes into a header.
 */
function storedFileName(object: R2Object): string {
  const stored = /filename="(.*)"/.exec(object.httpMetadata?.contentDisposition ?? '')?.[1]
  return sanitizeFileName(stored ?? 'cv.pdf')
}
