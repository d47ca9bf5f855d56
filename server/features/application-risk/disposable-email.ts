/**
 * Throwaway e-mail domains are the database's to know (ADR 083): the whole list of the
 * maintained `disposable-email-domains` package, 121,570 domains (700 KB gzip, more than the
 * Worker's budget), is kept there and asked in the statement that counts the other signals
 * (risk-queries.ts). What the Worker sends is the address's domain and the domains it is
 * under: mail.mailinator.com is mailinator.com's too; a top-level domain alone never is.
 */
export function emailDomainSuffixes(email: string): string[] {
  const host = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
  const labels = host.split('.').filter((label) => label !== '')
  return labels.slice(0, -1).map((_, start) => labels.slice(start).join('.'))
}
