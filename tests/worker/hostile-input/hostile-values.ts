import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { JOB } from '../../tools/database.ts'

/** The seed's jobs no visitor may reach: nothing may be saved or applied for. */
export const HIDDEN_JOBS = [JOB.closed, JOB.draft, JOB.archived]

// Arbitraries: the random and malicious values the properties send.

export const MALICIOUS = [
  '../',
  '..%2f',
  '%2e%2e%2f',
  '%2e%2e/',
  '..\\',
  '%2F',
  '%5C',
  '%00',
  '\u0000',
  '%0d%0aSet-Cookie:%20x=1',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AE%C0%AE%C0%AF',
  '%252e%252e%252f',
  '%u002e',
  "'; drop table jobs;--",
  "' OR '1'='1",
  '"',
  '\\',
  '<script>alert(1)</script>',
  '</script>',
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  `\${7*7}`,
  'index.pageContext.json',
  '.pageContext.json',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '\u202e',
  '\u200f',
  'مرحبا بالعالم',
  '🦄',
  '👩🏽‍💻',
  'İ',
  'ﬀ',
  '\ufeff',
  ' ',
  '.',
  '..',
  '~',
  ';',
  ',',
  '*',
  '@',
  '+',
  '=',
  '&',
  '?',
  '#',
] as const

const fragment = fc.constantFrom(...MALICIOUS)
const noise = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
)
/** 5k to 50k characters: past URL and field limits, never past the test's patience. */
export const longString = fc
  .tuple(fc.constantFrom('a', 'é', '%2e', '../', '🦄', '<', '%00', '-'), fc.integer({ min: 5_000, max: 50_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)))
export const shortHostile = fc
  .array(fc.oneof(fragment, noise), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''))
export const hostile = fc.oneof({ weight: 6, arbitrary: shortHostile }, { weight: 1, arbitrary: longString })

/** encodeURIComponent throws on lone surrogates: those become U+FFFD. */
export const wellFormed = (value: string) => value.replace(/[\ud800-\udfff]/gu, '\ufffd')

/** How a value goes into a path segment. `raw` leaves `/`, `\`, `..` and `%` sequences to the URL parser. */
export const ENCODINGS = {
  component: (value: string) => encodeURIComponent(wellFormed(value)),
  raw: (value: string) => wellFormed(value).replace(/[?#]/g, encodeURIComponent),
  double: (value: string) => encodeURIComponent(encodeURIComponent(wellFormed(value))),
} as const
export const encoding = fc.constantFrom(...(Object.keys(ENCODINGS) as (keyof typeof ENCODINGS)[]))

export const ipv6 = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`
