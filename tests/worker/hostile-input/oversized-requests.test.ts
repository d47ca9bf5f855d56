import { PAYLOAD } from '../../tools/hostile-input/hostile-texts.ts'
import { describe, expect, test } from '../fixtures.ts'
import { get, origin as workerOrigin } from '../http.ts'
import { expectCleanBody } from './clean-answers.ts'
import { APPLY_STATUSES, expectNothingWritten, SAVE_JOB_STATUSES, send } from './endpoint-answers.ts'
import { useHostileCompany } from './hostile-company.ts'
import { multipart } from './hostile-forms.ts'
import { ipv6 } from './hostile-values.ts'
import { rawHttp } from './raw-http.ts'

// Oversized, truncated and malformed requests to the endpoints. What the platform in front
// of the Worker does here (vike preview: Node's HTTP server, then miniflare/workerd), never
// a 5xx:
// - headers over 16 KB in all (a 64 KB header, 3000 headers, a 50k-character URL): 431
//   from Node before the Worker runs (Cloudflare itself answers 400/413/414 for these);
// - malformed HTTP (negative or doubled Content-Length, broken chunked framing, a body
//   shorter than its Content-Length then EOF): 400 from Node's parser and the connection
//   closed; the Worker never sees the request or sees its body break off (then 400);
// - an early answer that leaves the request body unread used to break workerd's
//   connection for the next request (a 500 with a stack trace from the preview server):
//   the endpoints now always drain refused bodies (server/services/request-body.ts).

describe('the endpoints, sent oversized and malformed requests', () => {
  const company = useHostileCompany()

  test('oversized, truncated and malformed requests to the endpoints: a 4xx, the server still up', async ({ sql }) => {
    const origin = workerOrigin()
    const port = Number(new URL(origin).port)
    const apply = `/fr/${company.slug}/jobs/${company.jobs.property}/apply`
    const endpoints = [
      { path: '/api/save-job', type: 'application/json', statuses: SAVE_JOB_STATUSES },
      { path: apply, type: 'multipart/form-data; boundary=xx', statuses: APPLY_STATUSES },
      // The job list's alert form (ADR 026).
      { path: `/fr/${company.slug}/jobs`, type: 'application/x-www-form-urlencoded', statuses: SAVE_JOB_STATUSES },
    ]
    const twentyMegabytes = new Uint8Array(20 * 1024 * 1024).fill(0x61)
    for (const { path, type, statuses } of endpoints) {
      const headers = () => ({ 'CF-Connecting-IP': ipv6(), Origin: origin, 'Content-Type': type })

      // A 20 MB body, declared.
      let answer = await send(`${origin}${path}`, { headers: headers(), body: twentyMegabytes })
      expect(answer.status, `${path} 20 MB`).toBe(413)
      expectCleanBody(answer.body, answer.contentType, `${path} 20 MB`)
      // The refused body did not break the connections behind the server for the next requests.
      for (let i = 0; i < 3; i++) {
        answer = await send(`${origin}${path}`, { headers: headers(), body: '{}' })
        expect(statuses, `${path} after a refused 20 MB body → ${answer.status}`).toContain(answer.status)
      }

      // A 20 MB body, chunked (no Content-Length to refuse it early).
      const chunked = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: headers(),
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(0x62))
            controller.close()
          },
        }),
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit)
      expect(chunked.status, `${path} 20 MB chunked`).toBe(413)
      expectCleanBody(await chunked.text(), chunked.headers.get('content-type') ?? '', `${path} chunked`)

      // Thousands of form fields.
      const many = Array.from({ length: 5_000 }, (_, i) => `f${i}=${i}`).join('&')
      answer = await send(`${origin}${path}`, {
        headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: many,
      })
      expect(statuses, `${path} 5000 fields → ${answer.status}`).toContain(answer.status)
      const manyParts = multipart(
        Array.from({ length: 3_000 }, (_, i) => ({ name: i % 2 ? 'firstName' : `f${i}`, value: PAYLOAD.script })),
        'xx',
      )
      answer = await send(`${origin}${path}`, {
        headers: { ...headers(), 'Content-Type': 'multipart/form-data; boundary=xx' },
        body: manyParts,
      })
      expect(statuses, `${path} 3000 parts → ${answer.status}`).toContain(answer.status)
      expectCleanBody(answer.body, answer.contentType, `${path} 3000 parts`)

      // Invalid UTF-8, as JSON and in a form.
      for (const [contentType, bytes] of [
        [
          'application/json',
          Buffer.from([0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        ],
        ['application/x-www-form-urlencoded', Buffer.from('email=%ff%fe%80&jobId=%C0%AE&firstName=\xff\xfe', 'latin1')],
        [
          'multipart/form-data; boundary=xx',
          Buffer.concat([
            Buffer.from('--xx\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n'),
            Buffer.from([0xc3, 0x28, 0xff]),
            Buffer.from('\r\n--xx--\r\n'),
          ]),
        ],
      ] as const) {
        answer = await send(`${origin}${path}`, { headers: { ...headers(), 'Content-Type': contentType }, body: bytes })
        expect(statuses, `${path} invalid UTF-8 (${contentType}) → ${answer.status}`).toContain(answer.status)
      }

      // A 64 KB header and thousands of headers: refused by the platform (431) before the Worker.
      for (const extra of [
        `X-Big: ${'a'.repeat(64 * 1024)}\r\n`,
        Array.from({ length: 3_000 }, (_, i) => `X-H${i}: ${i}\r\n`).join(''),
      ]) {
        const raw = await rawHttp(port, [
          Buffer.from(
            `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: ${type}\r\nContent-Length: 2\r\n${extra}Connection: close\r\n\r\n{}`,
          ),
        ])
        const context = `${path} huge headers → ${raw.statusLine ?? raw.error}`
        expect(raw.status, context).not.toBeNull()
        expect(raw.status ?? 500, context).toBeGreaterThanOrEqual(400)
        expect(raw.status ?? 500, context).toBeLessThan(500)
      }

      // A body shorter than its Content-Length, then the socket closed.
      const head = `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nCF-Connecting-IP: ${ipv6()}\r\nOrigin: ${origin}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`
      const partial = type.startsWith('multipart')
        ? '--xx\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nTrunc'
        : '{"email":"trunc@example.org","jobId":'
      const truncated = await rawHttp(port, [Buffer.from(head + partial)], { endAfterMs: 300 })
      // An answer, if any, is a 4xx (a closed connection without one is fine too).
      if (truncated.status !== null) {
        expect(truncated.status, `${path} truncated`).toBeGreaterThanOrEqual(400)
        expect(truncated.status, `${path} truncated`).toBeLessThan(500)
      }
      expectCleanBody(truncated.body, truncated.headers['content-type'] ?? '', `${path} truncated`)

      // Malformed HTTP: bad Content-Length, two Content-Lengths, broken chunked framing.
      for (const malformed of [
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}`,
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n`,
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      ]) {
        const raw = await rawHttp(port, [Buffer.from(malformed)])
        const context = `${path} ${JSON.stringify(malformed.slice(0, 120))} → ${raw.statusLine ?? raw.error}`
        expect(raw.status, context).not.toBeNull()
        expect(raw.status ?? 500, context).toBeGreaterThanOrEqual(400)
        expect(raw.status ?? 500, context).toBeLessThan(500)
      }
    }
    // Still serving, and nothing was stored.
    expect((await get('/fr/')).status).toBe(200)
    await expectNothingWritten(sql, company.jobs.property, 'trunc@example.org')
  }, 120_000)
})
