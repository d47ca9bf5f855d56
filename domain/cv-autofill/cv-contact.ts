import { type CountryCode, findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js/min'
import { isPlainPersonName } from '../person-name.ts'
import { countryOfCallingCode } from '../phone-input.ts'
import type { CvLine } from './cv-lines.ts'
import { splitFullName } from './full-name.ts'

/**
 * What a CV says of its author that the application form asks for: found in
 * the CV's text lines (cv-lines.ts) in the browser, each part only when the text makes it
 * clear. Nothing found is better than a wrong guess: the candidate types what is missing.
 */
export type CvContact = {
  firstName?: string
  lastName?: string
  email?: string
  /** E.164, and the number's country ('ZZ' when libphonenumber cannot tell it). */
  phone?: { e164: string; country: string }
}

/** Where a name is looked for when no label names it: the first lines of the first page. */
const NAME_LINES = 12
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u
const PHONE_LABEL = /\b(?:t[ée]l|phone|mobile|portable|cell|gsm|mob)\b/i
const FIRST_NAME_LABEL = /^(?:pr[ée]nom|first\s*name|given\s*name)\s*[:：]\s*(.+)$/i
const LAST_NAME_LABEL = /^(?:nom(?:\s+de\s+famille)?|last\s*name|surname|family\s*name)\s*[:：]\s*(.+)$/i
const FULL_NAME_LABEL = /^(?:name|nom\s+complet|full\s*name)\s*[:：]\s*(.+)$/i
/** A heading's parts: 'Jean Dupont — Développeur', 'Jane Doe | Data Scientist'. */
const HEADING_PARTS = /\s*(?:[|•·–—,]|\s-\s)\s*/

/** Words of a CV's headings and titles that a name line never holds. */
const NOT_A_NAME = new Set(
  `curriculum vitae cv resume résumé profil profile contact contacts coordonnées experience expérience expériences
  professionnelle professionnelles professional formation formations education compétences skills langues languages
  références references objectif objective summary résumé about moi me centres intérêt interests projets projects
  ingénieur engineer développeur développeuse developer manager chef cheffe directeur directrice director consultant
  consultante designer analyste analyst chargé chargée responsable assistant assistante stagiaire intern étudiant
  étudiante student senior junior lead full stack data software logiciel marketing commercial commerciale technicien
  technicienne infirmier infirmière comptable architect architecte product produit page adresse address email e-mail
  téléphone phone mobile né née born paris lyon london`.split(/\s+/),
)

export function cvContact(lines: readonly CvLine[], defaultCountry?: string): CvContact {
  const email = findEmail(lines)
  return { ...findName(lines, email), ...(email ? { email } : {}), ...findPhone(lines, defaultCountry) }
}

function findEmail(lines: readonly CvLine[]): string | undefined {
  for (const { text } of lines) {
    // PDFs of LaTeX or of a web page may space out the '@' ('jean.dupont @ gmail.com').
    const found = EMAIL.exec(text) ?? EMAIL.exec(text.replace(/\s*@\s*/g, '@'))
    const email = found?.[0].replace(/^mailto:/i, '').replace(/\.$/, '')
    if (email && email.length <= 254) return email
  }
  return undefined
}

function findPhone(lines: readonly CvLine[], defaultCountry?: string): Pick<CvContact, 'phone'> {
  const country = defaultCountry && isSupportedCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined
  const found = lines.flatMap(({ text }) =>
    findPhoneNumbersInText(text, { defaultCountry: country }).map(({ number }) => ({
      number,
      labelled: PHONE_LABEL.test(text) || text.includes('+'),
    })),
  )
  // A number said to be a phone (or written internationally) before any other.
  const best = found.find(({ labelled }) => labelled) ?? found[0]
  if (!best) return {}
  return {
    phone: {
      e164: best.number.number,
      country: countryOfCallingCode(best.number.countryCallingCode, best.number.country),
    },
  }
}

function findName(lines: readonly CvLine[], email: string | undefined): Pick<CvContact, 'firstName' | 'lastName'> {
  const labelled = labelledName(lines)
  if (labelled) return labelled
  const firstPage = lines.filter(({ page }) => page === 1).slice(0, NAME_LINES)
  const tallest = Math.max(0, ...firstPage.map(({ height }) => height))
  const candidates = firstPage.flatMap((line, index) => {
    const heading = line.text.split(HEADING_PARTS)[0] ?? ''
    if (!looksLikeName(heading)) return []
    const name = splitFullName(heading, email)
    const score =
      (name.matchesEmail ? 4 : 0) +
      (line.height >= tallest * 0.95 ? 2 : 0) +
      (heading === line.text ? 1 : 0) -
      index / 10
    return [{ name, score }]
  })
  const best = [...candidates, ...twoLineNames(firstPage, tallest, email)].sort((a, b) => b.score - a.score)[0]
  // A line neither the tallest nor matching the address is too weak a guess.
  if (!best || best.score < 1) return {}
  return { firstName: best.name.firstName, lastName: best.name.lastName }
}

/**
 * A name set over two lines of the heading ('Camille' above 'MOREAU'): two consecutive
 * one-word lines of the heading's size (the tallest), read as one name.
 */
function twoLineNames(firstPage: readonly CvLine[], tallest: number, email: string | undefined) {
  return firstPage.slice(0, -1).flatMap((line, index) => {
    const next = firstPage[index + 1]
    const tall = (height: number) => height >= tallest * 0.95
    if (!next || !tall(line.height) || !tall(next.height) || /\s/.test(line.text.trim() + next.text.trim())) return []
    const heading = `${line.text.trim()} ${next.text.trim()}`
    if (!looksLikeName(heading)) return []
    const name = splitFullName(heading, email)
    return [{ name, score: (name.matchesEmail ? 4 : 0) + 2 + 1 - index / 10 }]
  })
}

/** 'Prénom : Jean' and 'Nom : Dupont', or 'Name: Jane Doe', as forms and some templates write them. */
function labelledName(lines: readonly CvLine[]): Pick<CvContact, 'firstName' | 'lastName'> | null {
  const value = (pattern: RegExp) =>
    lines.map(({ text }) => pattern.exec(text)?.[1]?.trim()).find((found) => found && isPlainPersonName(found))
  const firstName = value(FIRST_NAME_LABEL)
  const lastName = value(LAST_NAME_LABEL)
  if (firstName && lastName) return { firstName, lastName }
  const full = value(FULL_NAME_LABEL)
  if (full && looksLikeName(full)) {
    const { firstName: first, lastName: last } = splitFullName(full, undefined)
    return { firstName: first, lastName: last }
  }
  return null
}

/** Two to five words of letters, at least two capitalised, none a heading's or a title's word. */
function looksLikeName(text: string): boolean {
  if (!isPlainPersonName(text) || text.length > 60) return false
  const words = text.split(' ').filter(Boolean)
  if (words.length < 2 || words.length > 5) return false
  if (words.some((word) => NOT_A_NAME.has(word.toLocaleLowerCase('fr')))) return false
  return words.filter((word) => /^\p{Lu}/u.test(word)).length >= 2
}
