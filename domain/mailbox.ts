/**
 * The mailbox an address reaches, as the cap on e-mails to typed addresses counts it (ADR
 * 039, 058): the spellings one person receives in one inbox are one key. Case, and the
 * trailing dot of a fully qualified domain, never change the mailbox; a `+tag` is a
 * sub-address most providers deliver to the same inbox; Gmail also ignores dots in the
 * local part and answers for googlemail.com. Only for counting: e-mails go to the address
 * as typed.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1).replace(/\.+$/, '')
  const tag = local.indexOf('+')
  if (tag > 0) local = local.slice(0, tag)
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}
