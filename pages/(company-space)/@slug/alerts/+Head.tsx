/** An alert's link pages are for its subscriber only: never indexed, and no token in a Referer. */
export default function AlertLinkHead() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
