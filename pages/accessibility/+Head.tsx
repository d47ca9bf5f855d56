/** As the legal pages: a fixed text, not worth indexing, whose links are followed. */
export default function AccessibilityHead() {
  return <meta name="robots" content="noindex,follow" />
}
