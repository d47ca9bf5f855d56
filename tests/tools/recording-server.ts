import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for a third party at its HTTP boundary (Resend's API, a company's ATS
 * webhook endpoint): it records every request as received, raw body included, and
 * answers what the test says. Integration and browser tests share it.
 */
export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string }
export type Reply = {
  status: number
  body?: string
  headers?: Record<string, string>
  delayMs?: number
  /** Answers once this settles (a receiver that hangs until something else happened). */
  after?: Promise<unknown>
}
export type Answer = (request: RecordedRequest) => Reply

export type RecordingServer = {
  /** `http://127.0.0.1:<port>` */
  url: string
  requests: RecordedRequest[]
  /** Replaces how requests are answered from now on. */
  answer: (answer: Answer) => void
  close: () => Promise<void>
}

/** Resend's answer to an accepted e-mail, and an empty 200 for anything else. */
export const acceptAll: Answer = (request) =>
  request.path === '/emails'
    ? { status: 200, body: JSON.stringify({ id: `re_${request.headers['idempotency-key'] ?? 'x'}` }) }
    : { status: 200 }

export async function startRecordingServer(options: { port?: number; answer?: Answer } = {}): Promise<RecordingServer> {
  const requests: RecordedRequest[] = []
  let answer = options.answer ?? acceptAll
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      const reply = answer(request)
      const send = () => {
        res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers })
        res.end(reply.body ?? '{}')
      }
      if (reply.after) void reply.after.then(send, send)
      else if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => {
      answer = next
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
