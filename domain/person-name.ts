/**
 * A candidate's first or last name, as the confirmation e-mail greets them and recruiters
 * read it. Anyone may apply with anyone's address, so a name is text an attacker writes
 * into an e-mail to a stranger: it is one line of letters, marks, spaces,
 * apostrophes, hyphens and initials' dots, nothing else.
 * - One line: the only space is U+0020 (no line break, tab or other separator), so a name
 *   cannot push a paragraph of its own into the e-mail.
 * - No digit of any script: no phone number, and no IP address.
 * - No URL or e-mail address: ':', '/' and '@' are not letters, and a host name such as
 *   `evil.example` (a letter, a dot, two letters) is refused too, since mail clients turn
 *   those into links; an initial ("J.-P.", "A. Martin") stays allowed.
 */
const PERSON_NAME = /^[\p{L}\p{M} '’.-]+$/u
const HOST_LIKE = /\p{L}\.\p{L}{2,}/u

export const isPlainPersonName = (value: string) => PERSON_NAME.test(value) && !HOST_LIKE.test(value)
