/**
 * A name as a CV's heading writes it, cut into the form's first and last names:
 * - a part in capitals is the last name, in either order ('Jean DUPONT', 'DUPONT Jean'),
 *   written back in the usual case ('Dupont'; the candidate can correct a 'Mcdonald');
 * - a particle starts the last name ('Anne-Sophie de La Tour', 'Ludwig van Beethoven');
 * - else the last word is the last name ('Jean Pierre Martin'), unless the e-mail address
 *   gives the other order ('Dupont Jean' whose address is jean.dupont@…).
 */
export type FullName = { firstName: string; lastName: string; matchesEmail: boolean }

const PARTICLES = new Set([
  'de',
  'du',
  'des',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'le',
  'la',
  'ben',
  'bin',
  'al',
  'el',
  "d'",
  'd’',
])

export function splitFullName(text: string, email: string | undefined): FullName {
  const words = text.trim().split(/\s+/)
  const local = email?.split('@')[0] ?? ''
  const result = (first: string[], last: string[]): FullName => {
    const firstName = first.map(usualCase).join(' ')
    const lastName = last.map(usualCase).join(' ')
    return { firstName, lastName, matchesEmail: nameInAddress(firstName, lastName, local) }
  }
  const capitals = words.map(isCapitals)
  if (capitals.some(Boolean) && !capitals.every(Boolean)) {
    const first = capitals.indexOf(true)
    const last = capitals.lastIndexOf(true)
    const contiguous = capitals.slice(first, last + 1).every(Boolean)
    if (contiguous && (first === 0 || last === words.length - 1)) {
      const family = words.slice(first, last + 1)
      const given = first === 0 ? words.slice(last + 1) : words.slice(0, first)
      return result(given, family)
    }
  }
  const particle = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && PARTICLES.has(word.toLowerCase()),
  )
  if (particle > 0) return result(words.slice(0, particle), words.slice(particle))
  const usual = result(words.slice(0, -1), words.slice(-1))
  const reversed = result(words.slice(1), words.slice(0, 1))
  return !usual.matchesEmail && reversed.matchesEmail ? reversed : usual
}

/**
 * Whether an address's local part is made of the name in this order: 'jean.dupont',
 * 'j-dupont', 'jeandupont', 'jdupont' for Jean Dupont; not 'dupont.jean' (that is Dupont Jean).
 */
function nameInAddress(firstName: string, lastName: string, local: string): boolean {
  const letters = (text: string) => fold(text).replace(/[^a-z]/g, '')
  const first = letters(firstName)
  const last = letters(lastName)
  if (!first || last.length < 2 || !local) return false
  const tokens = fold(local)
    .split(/[._-]+/)
    .map(letters)
    .filter(Boolean)
  if (tokens.length >= 2) {
    const [head = '', ...rest] = tokens
    return (first.startsWith(head) || head.startsWith(first)) && rest.join('').startsWith(last)
  }
  const joined = tokens[0] ?? ''
  return joined.startsWith(first + last) || joined.startsWith((first[0] ?? '') + last)
}

/** A word in capitals ('DUPONT', 'LEFÈVRE-CHÂTELAIN'), not an initial ('J.'). */
const isCapitals = (word: string) => /\p{Lu}{2}/u.test(word) && word === word.toLocaleUpperCase('fr')

/** 'DUPONT' → 'Dupont', 'LEFÈVRE-CHÂTELAIN' → 'Lefèvre-Châtelain'; other words as written. */
function usualCase(word: string): string {
  if (!isCapitals(word)) return word
  return word
    .toLocaleLowerCase('fr')
    .replace(/(^|[-'’ ])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('fr'))
}

/** Lower case without accents, to compare with an e-mail address ('Élodie' → 'elodie'). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
