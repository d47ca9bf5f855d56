/** A confirmation is for the candidate only: never indexed. */
export default function ConfirmationHead() {
  return <meta name="robots" content="noindex" />
}
