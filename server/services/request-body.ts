/**
 * Request bodies read with a size cap, whatever the client declares: a chunked body has no
 * Content-Length to refuse early, and a declared length may be a lie.
 *
 * A refused body is still read to its end, without keeping it (memory stays flat): an
 * unread body breaks the connection the request came on, and with it the next request
 * sent over it (workerd behind `vike preview` answers that one with a 500). A body
 * declared too large is refused before it is read (`refuseUnread`).
 */

import { joinChunks, readStreamUpTo } from './bounded-stream.ts'

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unreadable' }

/** The media type of a Content-Type header, lowercased, without parameters ('' when absent). */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

export const FORM_MEDIA_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'] as const

/**
 * The whole body, or 'too-large' past `maxBytes` (declared or counted), or 'unreadable'
 * when it breaks off (truncated, client gone).
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  if (request.bodyUsed) return { ok: false, reason: 'unreadable' }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  let tooLarge = Number.isFinite(declared) && declared > maxBytes
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) tooLarge = true
      if (tooLarge) chunks.length = 0
      else chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  if (tooLarge) return { ok: false, reason: 'too-large' }
  return { ok: true, bytes: joinChunks(chunks) }
}

/**
 * Answers at once, without reading the request's body: for a refusal decided from the
 * headers alone (a declared Content-Length over the cap), where reading megabytes only to
 * drop them would cost the time and bandwidth the refusal is meant to save. The response
 * asks to close the connection (`Connection: close`), so it is not kept alive with the
 * unread bytes still in it; the client's next request opens a fresh one. Usage:
 *
 *   if (declaredLength > MAX) return refuseUnread(c.json({ ok: false, error: 'too-large' }, 413))
 *
 * Behind `vike preview` (Vite's server dispatching to workerd), the proxy drops the header
 * and, when the client keeps uploading, may answer it a 500 of its own instead of this
 * response; its next request is served normally. Cloudflare's edge reads the client's
 * upload itself and has neither problem.
 */
export function refuseUnread(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Reads what is left of a body and drops it (see above); a broken body is simply over.
 * Past `maxBytes` (if given) the rest is cancelled instead.
 */
export async function discardBody(request: Request, maxBytes = Number.POSITIVE_INFINITY): Promise<void> {
  if (request.bodyUsed || !request.body) return
  try {
    await readStreamUpTo(request.body, maxBytes, { keep: false })
  } catch {
    // The client went away: nothing left to read.
  }
}

/**
 * The pipeline's last word on a request's body (server/app.ts): whatever answered it, the
 * body is not left unread on the connection. A refusal decided before the body was read (no
 * session, a foreign Origin, a rate limit) drains it here, up to `maxBytes`; a body declared
 * or found larger is cancelled and its response asks to close the connection instead.
 */
export async function settleUnreadBody(request: Request, response: Response, maxBytes: number): Promise<Response> {
  if (request.bodyUsed || !request.body) return response
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body.cancel().catch(() => {})
    return refuseUnread(response)
  }
  try {
    const drained = await readStreamUpTo(request.body, maxBytes, { keep: false })
    return drained ? response : refuseUnread(response)
  } catch {
    // The client went away: nothing left on the connection.
    return response
  }
}

/** Form fields by name, the last value of a repeated name winning (as Hono's parseBody). */
export type FormFields = Record<string, string | File>

/**
 * A multipart or URL-encoded body as fields; null when it does not parse (no or wrong
 * boundary, broken framing). The record has no prototype: `__proto__` is just a name.
 */
export async function parseFormBody(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormFields | null> {
  let data: FormData
  try {
    data = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    return null
  }
  const fields: FormFields = Object.create(null)
  data.forEach((value, name) => {
    fields[name] = value
  })
  return fields
}

/** A JSON body, strictly UTF-8; undefined when it is not JSON. */
export function parseJsonBody(bytes: Uint8Array<ArrayBuffer>): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
}
