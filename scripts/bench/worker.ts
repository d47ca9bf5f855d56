/**
 * The production Worker in workerd, through `vike preview` (the build in dist/), pointed at
 * the bench database, with the edge cache switched by the EDGE_CACHE var and the
 * statistics' counting by the STATISTICS var.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

/** `groupId`: the process group of vike preview and the workerd it starts. */
export type RunningWorker = { origin: string; groupId: number; stop: () => Promise<void> }

export async function startWorker(options: {
  port: number
  edgeCache: 'on' | 'off'
  /** The statistics' counting (ADR 042); on unless said otherwise, as in production. */
  statistics?: 'on' | 'off'
  databaseUrl: string
  /** Its own local state (cache, R2...), so that two Workers of this build can run at once. */
  stateDir?: string
}): Promise<RunningWorker> {
  const origin = `http://localhost:${options.port}`
  // A server left on the port (another run) would be measured instead of this build.
  if (await answers(origin)) throw new Error(`port ${options.port} is already in use`)

  const child = spawn(resolve('node_modules/.bin/vike'), ['preview', '--port', String(options.port)], {
    // Its own process group, so that stopping it also stops the workerd it starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: options.databaseUrl,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      // vike preview then passes the process environment to the Worker: EDGE_CACHE
      // overrides the var of wrangler.toml for this process only.
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
      EDGE_CACHE: options.edgeCache,
      STATISTICS: options.statistics ?? 'on',
      ...(options.stateDir && { WORKER_STATE_DIR: options.stateDir }),
    },
  })
  // The last lines of output, shown if the Worker does not start.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  // Also on a crash or ctrl-C of the bench: a detached group outlives its parent.
  process.on('exit', killGroup)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    killGroup()
    await exited
    process.off('exit', killGroup)
  }

  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) break
    if (await responds(`${origin}/fr/`)) return { origin, groupId: child.pid ?? 0, stop }
    await new Promise((done) => setTimeout(done, 500))
  }
  await stop()
  throw new Error(`the Worker on port ${options.port} did not start:\n${output}`)
}

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(5000) })).arrayBuffer()
    return true
  } catch {
    return false
  }
}

async function responds(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}
