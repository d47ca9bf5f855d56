import { inject } from 'vitest'

/**
 * Requests to the Worker under test (tests/worker/global-setup.ts), with fetch. A path is
 * sent to the Worker, a full URL where it says (the outage Worker, a sitemap's own URLs).
 * Redirects are answered as they are unless `follow` asks to follow them; the body is read
 * at once, so an answer can be looked at as often as a test needs.
 */
export type FilePart = { name: string; mimeType: string; buffer: Buffer }

export type RequestOptions = {
  headers?: Record<string, string>
  /** Follow redirects (fetch's `redirect: 'follow'`); the answer is the last one's. */
  follow?: boolean
  /** A JSON body (Content-Type: application/json). */
  json?: unknown
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, string>
  /** A multipart/form-data body: text fields and files. */
  multipart?: Record<string, string | FilePart>
  /** Any other body, sent as it is. */
  body?: BodyInit
}

export type Answer = {
  status: number
  /** The URL answered: the last of the redirects followed. */
  url: string
  /** Lower-case names; several Set-Cookie headers one a line. */
  headers: Record<string, string>
  body: Buffer
  text: string
  json: <T = unknown>() => T
}

/** The Worker's origin. */
export const origin = () => inject('workerOrigin')
/** The same build with its database unreachable. */
export const outageOrigin = () => inject('outageOrigin')

export const get = (target: string, options: Omit<RequestOptions, 'json' | 'form' | 'multipart' | 'body'> = {}) =>
  send('GET', target, options)
export const post = (target: string, options: RequestOptions = {}) => send('POST', target, options)

export async function send(method: string, target: string, options: RequestOptions = {}): Promise<Answer> {
  const headers = new Headers(options.headers)
  let body: BodyInit | undefined = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  } else if (options.form) {
    body = new URLSearchParams(options.form)
  } else if (options.multipart) {
    const data = new FormData()
    for (const [name, value] of Object.entries(options.multipart)) {
      if (typeof value === 'string') data.append(name, value)
      else data.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name)
    }
    body = data
  }
  const request = async () => {
    const send = () =>
      fetch(new URL(target, origin()), { method, headers, body, redirect: options.follow ? 'follow' : 'manual' })
    try {
      return await send()
    } catch (error) {
      // The preview's server closes a kept-alive connection idle for 5 s; on a loaded machine
      // a GET may be written to one just as it closes ("other side closed"). Sent again once,
      // as a browser does for an idempotent request; anything else is the test's failure.
      const code = (error as { cause?: { code?: string } }).cause?.code
      if ((method === 'GET' || method === 'HEAD') && code === 'UND_ERR_SOCKET') return send()
      throw error
    }
  }
  let response = await request()
  // `vike preview` hands each request to workerd over a pooled connection: a POST may meet a
  // connection workerd has just closed, and the preview answers 500 itself ("fetch failed",
  // undici retries no POST). The Worker no longer leaves a body unread (ADR 080), which closed
  // most of them; this covers the rest. Every answer of the Worker carries
  // its security headers; one without them never reached it, and is sent again (twice at most:
  // two refusals in a row may leave two closed connections in the pool).
  for (
    let resent = 0;
    resent < 2 && response.status === 500 && !response.headers.has('x-content-type-options');
    resent++
  ) {
    await response.arrayBuffer()
    response = await request()
  }
  const bytes = Buffer.from(await response.arrayBuffer())
  const answerHeaders: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    answerHeaders[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) answerHeaders['set-cookie'] = cookies.join('\n')
  const text = bytes.toString('utf8')
  return {
    status: response.status,
    url: response.url,
    headers: answerHeaders,
    body: bytes,
    text,
    json: <T>() => JSON.parse(text) as T,
  }
}

/** An endpoint's JSON answer refusing a field: its error code, the field and the field's message. */
export const fieldRefusal = (error: string, message: string, field = 'email') => ({ ok: false, error, field, message })
