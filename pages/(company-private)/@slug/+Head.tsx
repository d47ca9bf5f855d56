/**
 * A company's private pages are never indexed, and their address (its token) is sent to
 * no other site, not even as an origin (the route's Referrer-Policy says the same).
 */
export default function CompanyPrivateHead() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  )
}
