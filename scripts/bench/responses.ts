/**
 * What the Worker answered during an autocannon run, per path: status codes and the
 * X-Edge-Cache / Cache-Control headers (autocannon only counts statuses overall).
 */
import type { Request } from 'autocannon'

export type PathTally = {
  statusCodes: Record<string, number>
  /** X-Edge-Cache values seen; "none" when the response had no such header. */
  edgeCache: Record<string, number>
  cacheControl: string[]
}

export function tallyResponses(
  paths: string[],
  headers?: Record<string, string>,
): { requests: Request[]; byPath: Map<string, PathTally> } {
  const byPath = new Map<string, PathTally>()
  const requests = paths.map((path): Request => {
    const tally: PathTally = { statusCodes: {}, edgeCache: {}, cacheControl: [] }
    byPath.set(path, tally)
    return {
      method: 'GET',
      path,
      ...(headers && { headers }),
      onResponse: (status, _body, _context, headers) => {
        increment(tally.statusCodes, String(status))
        increment(tally.edgeCache, header(headers, 'x-edge-cache') ?? 'none')
        const cacheControl = header(headers, 'cache-control')
        if (cacheControl && !tally.cacheControl.includes(cacheControl)) tally.cacheControl.push(cacheControl)
      },
    }
  })
  return { requests, byPath }
}

/** "HIT" when every response said HIT, else the share of each value. */
export function describeEdgeCache(counts: Record<string, number>): string {
  const entries = Object.entries(counts)
  const total = entries.reduce((sum, [, count]) => sum + count, 0)
  if (entries.length === 1) return entries[0]?.[0] ?? ''
  return entries
    .sort(([, a], [, b]) => b - a)
    .map(([value, count]) => `${value} ${formatShare(count / total)}`)
    .join(' ')
}

function formatShare(share: number): string {
  const percent = share * 100
  return `${percent >= 1 ? Math.round(percent) : percent.toPrecision(1)}%`
}

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1
}

// autocannon keeps header names as sent.
function header(headers: Record<string, string | string[]>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : value
  }
  return undefined
}
