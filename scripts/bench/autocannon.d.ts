/**
 * The part of autocannon 9's programmatic API the bench uses. autocannon ships no types
 * and @types/autocannon would be one more dependency for a handful of fields.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  type Request = {
    path?: string
    method?: string
    headers?: Record<string, string>
    /** Called with the status, the body and the headers (as sent, not lower-cased). */
    onResponse?: (status: number, body: string, context: object, headers: Record<string, string | string[]>) => void
  }

  type Client = EventEmitter & { setRequests: (requests: Request[]) => void }

  type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
    setupClient?: (client: Client) => void
  }

  type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void }

  function autocannon(options: Options): Instance
  export default autocannon
  export type { Options, Request, Result }
}
