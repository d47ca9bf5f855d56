/**
 * A candidate's own pages are never indexed. (No `no-referrer` here: browsers then send
 * `Origin: null` with the page's form, which the same-origin check refuses; the site's
 * Referrer-Policy already gives other sites the origin only, never the token.)
 */
export default function CandidateHead() {
  return <meta name="robots" content="noindex" />
}
