/**
 * An alert's link pages are for its subscriber only: never indexed, and their URL (its
 * token) in no Referer at all, not even to this site's own assets (ADR 037): the
 * response's `Referrer-Policy: no-referrer` (server/middleware/security-headers.ts), said
 * again here for a copy saved without its headers. Its form then posts with `Origin: null`
 * and `Sec-Fetch-Site: same-origin`, which the same-origin check accepts.
 */
export default function AlertLinkHead() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
