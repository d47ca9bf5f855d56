/**
 * A request's path as a log line may show it: any segment long enough to be a signed
 * token (a CV link's, an alert's, a withdrawal's, whole, cut or altered: 40 characters or
 * more of base64url and dots) is replaced by `[token]`. Slugs and ids (36 characters) stay,
 * so that a 404 still says where it was. Tokens are credentials: no log line carries one,
 * whatever route a mistyped link (a trailing slash, a missing prefix) ends on.
 */
export function loggablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_.%~-]{40,}$/.test(segment) ? '[token]' : segment))
    .join('/')
}
