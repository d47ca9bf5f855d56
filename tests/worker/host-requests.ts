import { request } from 'node:http'
import { origin } from './http.ts'

/**
 * A request to the Worker under test with a `Host` of the test's choosing (fetch sends the
 * URL's own): what a browser on a company's domain sends, or a crafted one. node:http
 * sends the header as it is given.
 */
export type HostAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string }

export function onHost(
  host: string,
  path: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: Buffer | string
    /** Another Worker than the run's shared one (a test file's own). */
    origin?: string
  } = {},
): Promise<HostAnswer> {
  const target = new URL(options.origin ?? origin())
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, Host: host },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

/** The Worker's port, for a Host that names it as a browser on this machine would. */
export const workerPort = () => new URL(origin()).port
