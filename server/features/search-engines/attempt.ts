/**
 * One request to a search engine and what became of it. `retry`: worth another attempt
 * later (a 5xx, a 429, no answer); any other refusal is final (ADR 045).
 */
export type Attempt = { ok: true; status: number } | { ok: false; status: number | null; error: string; retry: boolean }

/** Longest error kept on a row: a status and a reason, never a body (it may echo a URL or a token). */
const MAX_ERROR = 200

/** The attempt an answer makes; its body is read by the caller if at all, never kept. */
export function attemptOf(response: Response): Attempt {
  if (response.ok) return { ok: true, status: response.status }
  const retry = response.status === 429 || response.status >= 500
  return { ok: false, status: response.status, error: `HTTP ${response.status}`, retry }
}

/** A request that got no answer (timeout, refused connection): tried again later. */
export function unanswered(error: unknown): Attempt {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
  return { ok: false, status: null, error: `network error: ${reason}`.slice(0, MAX_ERROR), retry: true }
}

/** How a search engine is called: the Worker's fetch (or a test's) and how long to wait. */
export type CallOptions = { fetch: typeof fetch; timeoutMs: number }

/**
 * POSTs `body` as JSON to `endpoint` and says what became of it. The answer's body is
 * discarded unread; redirects are not followed (an engine that moved is a refusal).
 */
export async function postJson(
  endpoint: string,
  body: unknown,
  headers: Record<string, string>,
  options: CallOptions,
): Promise<Attempt> {
  try {
    const response = await options.fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    await response.body?.cancel().catch(() => {})
    return attemptOf(response)
  } catch (error) {
    return unanswered(error)
  }
}
