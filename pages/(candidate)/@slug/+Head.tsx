/**
 * A candidate's own pages are never indexed, and send no Referer: the withdrawal page's
 * address carries its token.
 */
export default function CandidateHead() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
