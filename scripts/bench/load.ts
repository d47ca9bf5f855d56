/**
 * A mixed browsing load: 50 connections cycling over every company's pages, job lists
 * and job details. Each connection starts at a different point of the cycle, so the
 * Worker sees a mix at every moment rather than 50 requests for the same page.
 */
import autocannon from 'autocannon'
import { type PathTally, tallyResponses } from './responses.ts'

const CONNECTIONS = 50

export type LoadResult = {
  connections: number
  durationSeconds: number
  paths: number
  requests: number
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; average: number; max: number }
  non2xx: number
  serverErrors: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  /** Paths that answered something other than 200, with their status counts. */
  failingPaths: Record<string, Record<string, number>>
}

export async function runLoad(options: {
  origin: string
  paths: string[]
  durationSeconds: number
}): Promise<LoadResult> {
  const { requests, byPath } = tallyResponses(options.paths)
  let clients = 0
  const result = await autocannon({
    url: options.origin,
    connections: CONNECTIONS,
    duration: options.durationSeconds,
    requests,
    setupClient: (client) => {
      const start = clients++ % requests.length
      client.setRequests([...requests.slice(start), ...requests.slice(0, start)])
    },
  })
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  )
  return {
    connections: CONNECTIONS,
    durationSeconds: options.durationSeconds,
    paths: options.paths.length,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: {
      p50: Math.round(result.latency.p50 * 10) / 10,
      p99: Math.round(result.latency.p99 * 10) / 10,
      average: Math.round(result.latency.average * 10) / 10,
      max: Math.round(result.latency.max * 10) / 10,
    },
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    failingPaths: failingPaths(byPath),
  }
}

function failingPaths(byPath: Map<string, PathTally>): Record<string, Record<string, number>> {
  return Object.fromEntries(
    [...byPath]
      .filter(([, tally]) => Object.keys(tally.statusCodes).some((code) => code !== '200'))
      .map(([path, tally]) => [path, tally.statusCodes]),
  )
}

export function formatLoad(load: LoadResult): string {
  return [
    `  ${load.connections} connections, ${load.durationSeconds} s, ${load.paths} paths (job lists, job details, company pages)`,
    `  ${load.requestsPerSecond} req/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, max ${load.latencyMs.max} ms`,
    `  ${load.requests} requests, non-2xx ${load.non2xx}, 5xx ${load.serverErrors}, errors ${load.errors} (timeouts ${load.timeouts})`,
    ...Object.entries(load.failingPaths).map(([path, codes]) => `  ${path}: ${JSON.stringify(codes)}`),
  ].join('\n')
}
