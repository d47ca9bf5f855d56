import { connect } from 'node:net'

// Raw HTTP over a socket: what fetch refuses to send.

export type RawAnswer = {
  statusLine: string | null
  status: number | null
  headers: Record<string, string>
  body: string
  error: string | null
}

/**
 * Writes `chunks` to a fresh connection, then half-closes it when `endAfterMs` is set
 * (a body cut short), and reads whatever comes back until the server closes.
 */
export function rawHttp(
  port: number,
  chunks: Buffer[],
  { endAfterMs = 0, timeoutMs = 15_000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    let error: string | null = null
    const finish = () => {
      clearTimeout(timer)
      const text = Buffer.concat(received).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = null, ...headerLines] = head ? head.split('\r\n') : []
      const headers: Record<string, string> = {}
      for (const line of headerLines) {
        const index = line.indexOf(':')
        if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim()
      }
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')
      resolve({ statusLine, status: match ? Number(match[1]) : null, headers, body: rest.join('\r\n\r\n'), error })
    }
    const timer = setTimeout(() => socket.destroy(), timeoutMs)
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message
    })
    socket.on('close', finish)
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk)
      if (endAfterMs > 0) setTimeout(() => socket.end(), endAfterMs)
    })
  })
}
