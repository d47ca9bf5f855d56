// Vike writes the hydrated page's scripts inline; they run under a nonce of this response
// (server/middleware/security-headers.ts adds it to the site's policy, ADR 057).
export default { nonce: true }
