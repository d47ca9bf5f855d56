import wildcardDomains from 'disposable-email-domains/wildcard.json'

/**
 * Throwaway e-mail domains, from the maintained `disposable-email-domains` package (the
 * list of github.com/ivolo/disposable-email-domains, updated from its contributors'
 * reports): its wildcard list, the providers that hand out a whole domain and its every
 * subdomain (mailinator.com, yopmail.com, 33mail.com…), a few hundred entries. Its exact
 * list (121,570 domains, 700 KB gzip) is larger than the Worker's whole budget (ADR 066),
 * so it is not bundled (ADR 077).
 */
const domains = new Set<string>(wildcardDomains)

/** Whether the address's domain, or a domain it is under, is a known throwaway one. */
export function isDisposableEmail(email: string): boolean {
  const host = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '')
  const labels = host.split('.')
  // mail.mailinator.com is mailinator.com's too; a top-level domain alone never is.
  for (let start = 0; start < labels.length - 1; start++) {
    if (domains.has(labels.slice(start).join('.'))) return true
  }
  return false
}
