/**
 * A candidate's own pages are never indexed. The withdrawal and status pages' addresses
 * carry their token (`?token=`): their response says `Referrer-Policy: no-referrer`
 * (server/middleware/security-headers.ts, ADR 037), and its form posts with `Origin: null`
 * and `Sec-Fetch-Site: same-origin`, which the same-origin check accepts.
 */
export default function CandidateHead() {
  return <meta name="robots" content="noindex" />
}
