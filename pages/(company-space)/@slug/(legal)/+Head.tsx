/**
 * The same text in every company space, with the company's details: not worth indexing
 * (and left out of the sitemaps), but its links are followed.
 */
export default function LegalHead() {
  return <meta name="robots" content="noindex,follow" />
}
