import { connect } from 'node:net'
import { baseURL } from '../../playwright.config.ts'
import { expect, test } from './fixtures.ts'

/**
 * A refusal decided before the body was read (no Origin, no session) leaves the connection
 * usable: workerd closes a connection whose request body was left unread, and a proxy or
 * client that sends its next request over it gets an error instead of an answer (ADR 080).
 * Raw HTTP/1.1 on one socket, straight to workerd (scripts/serve-build.ts), no browser.
 */
const { hostname, port } = new URL(baseURL)

/**
 * Sends the requests one after the other on one keep-alive socket (pipelined: workerd answers
 * them in order); the status lines answered, and whether the socket was closed before all were.
 */
function onOneSocket(requests: string[]): Promise<{ statuses: number[]; closed: boolean }> {
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(requests.join('')))
    let received = ''
    const statuses = () => [...received.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]))
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      if (statuses().length < requests.length) return
      socket.destroy()
      done({ statuses: statuses(), closed: false })
    })
    socket.on('close', () => done({ statuses: statuses(), closed: true }))
    socket.on('error', fail)
  })
}

const post = (path: string, headers: string[]) => {
  const body = 'intent=publish&title=Soudeur&salaryMin=beaucoup&'.repeat(300)
  return [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Content-Type: application/x-www-form-urlencoded',
    `Content-Length: ${body.length}`,
    ...headers,
    '',
    body,
  ].join('\r\n')
}
const robots = `GET /robots.txt HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`

test.describe('a refused request body', () => {
  test('without Origin (403) or without a session (303): the next request on the connection is answered', async () => {
    const refusals = [post('/fr/workspace/jobs/new', []), post('/fr/workspace/jobs/new', [`Origin: ${baseURL}`])]
    const { statuses, closed } = await onOneSocket([...refusals, robots])
    expect(statuses).toEqual([403, 303, 200])
    expect(closed).toBe(false)
  })
})
