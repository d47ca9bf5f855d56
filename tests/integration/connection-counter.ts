import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP relay in front of the test database that counts the connections opened through
 * it: what Hyperdrive sees of a request's client. `url` is the database URL given,
 * pointed at the relay. `latencyMs` delays everything it relays by that much each way, a
 * database far from the Worker (scripts/bench-page-statements.ts, ADR 050).
 */
export type ConnectionCounter = {
  url: string
  opened: () => number
  /** Connections still open through the relay (a request's work is over when it is 0). */
  open: () => number
  reset: () => void
  close: () => Promise<void>
}

export async function countConnections(databaseUrl: string, latencyMs = 0): Promise<ConnectionCounter> {
  const target = new URL(databaseUrl)
  let opened = 0
  let open = 0
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    opened++
    open++
    client.once('close', () => open--)
    const database = connect(Number(target.port), target.hostname)
    for (const [from, to] of [
      [client, database],
      [database, client],
    ] as const) {
      sockets.add(from)
      if (latencyMs === 0) from.pipe(to)
      // Timers of one delay fire in the order they were set: the bytes keep their order.
      else from.on('data', (chunk) => setTimeout(() => to.write(chunk), latencyMs))
      from.on('error', () => to.destroy())
      from.on('close', () => {
        sockets.delete(from)
        if (latencyMs === 0) to.destroy()
        else setTimeout(() => to.destroy(), latencyMs)
      })
    }
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the relay has no port')
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(address.port)
  return {
    url: url.toString(),
    opened: () => opened,
    open: () => open,
    reset: () => {
      opened = 0
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => closed())
      }),
  }
}
