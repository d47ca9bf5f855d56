/**
 * Addresses that carry a personal token (ADR 037): whoever holds one acts as its owner
 * (downloads a CV, confirms or cancels an alert, withdraws an application). Such an address
 * is sent to its owner only: no page under it offers sharing, no request leaving it names
 * it (`Referrer-Policy: no-referrer`, server/middleware/security-headers.ts), and logs
 * write it without its token (server/middleware/loggable-path.ts).
 */

/** The token's segment in a path: a recruiter's CV link, an alert's confirm or unsubscribe link. */
const TOKEN_IN_PATH = /^(\/api\/cv\/|\/[a-z]{2}\/[^/]+\/alerts\/(?:confirm|unsubscribe)\/)[^/]+/i

/** True when the address carries a token: in its path, or as `?token=` (the withdrawal page). */
export function carriesPersonalToken(url: URL): boolean {
  return TOKEN_IN_PATH.test(url.pathname) || url.searchParams.has('token')
}
