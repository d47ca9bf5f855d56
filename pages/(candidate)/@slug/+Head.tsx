/**
 * A candidate's own pages are never indexed. The withdrawal page's address carries its
 * token (`?token=`): its response says `Referrer-Policy: no-referrer`
 * (server/middleware/security-headers.ts, ADR 037), and its form posts with `Origin: null`
 * and `Sec-Fetch-Site: same-origin`, which the same-origin check accepts.
 */
export default function CandidateHead() {
  return <meta name="robots" content="noindex" />
}
