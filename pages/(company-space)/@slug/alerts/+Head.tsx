/**
 * An alert's link pages are for its subscriber only: never indexed, and their URL (its
 * token) in no Referer sent elsewhere. Not `no-referrer`: a form posted under it carries
 * `Origin: null`, which the same-origin check refuses.
 */
export default function AlertLinkHead() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="same-origin" />
    </>
  )
}
