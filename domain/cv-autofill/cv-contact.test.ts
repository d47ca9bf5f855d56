import { describe, expect, it } from 'vitest'
import { cvContact } from './cv-contact.ts'
import type { CvLine } from './cv-lines.ts'
import { splitFullName } from './full-name.ts'

/** Lines of a first page, the first (the heading) taller when `headingHeight` is given. */
const page = (texts: string[], headingHeight = 12): CvLine[] =>
  texts.map((text, index) => ({ text, height: index === 0 ? headingHeight : 10, page: 1 }))

describe('cvContact', () => {
  it.each([
    {
      cv: 'a French CV: capitals for the last name, a national number, an accented address',
      lines: [
        'Éloïse LEFÈVRE-CHÂTELAIN',
        'Cheffe de projet digital',
        '12 rue des Écoles, 75005 Paris',
        'Tél. : 06 12 34 56 78',
        'eloise.lefevre@exemple.fr',
        'Expérience professionnelle',
        '2019 – 2024 Agence Lumière, Paris',
      ],
      headingHeight: 20,
      contact: {
        firstName: 'Éloïse',
        lastName: 'Lefèvre-Châtelain',
        email: 'eloise.lefevre@exemple.fr',
        phone: { e164: '+33612345678', country: 'FR' },
      },
    },
    {
      cv: 'an English CV with an international number whatever the form’s country',
      lines: ['Oliver Bennett', 'Senior Software Engineer', 'London · +44 20 7946 0958 · oliver.bennett@example.co.uk'],
      headingHeight: 18,
      contact: {
        firstName: 'Oliver',
        lastName: 'Bennett',
        email: 'oliver.bennett@example.co.uk',
        phone: { e164: '+442079460958', country: 'GB' },
      },
    },
  ])('reads $cv', ({ lines, headingHeight, contact }) => {
    expect(cvContact(page(lines, headingHeight), 'FR')).toEqual(contact)
  })

  it('reads a national number with the form’s country, and an American one with its own', () => {
    expect(cvContact(page(['Jane Doe', 'Phone: 020 7946 0958']), 'GB').phone).toEqual({
      e164: '+442079460958',
      country: 'GB',
    })
    expect(cvContact(page(['Jane Doe', 'Cell +1 (415) 555-0132']), 'FR').phone?.e164).toBe('+14155550132')
  })

  it('gives a number of a shared calling code its main country (a UK mobile is British), but +1 and +7 by area code', () => {
    const countryOf = (text: string) => cvContact(page(['Jane Doe', text]), 'FR').phone?.country
    expect(countryOf('Mobile: +44 7911 123456')).toBe('GB')
    expect(countryOf('Tel +358 18 123 4567')).toBe('FI')
    expect(countryOf('Cell +1 (416) 555-0199')).toBe('CA')
    expect(countryOf('Cell +1 (415) 555-0132')).toBe('US')
    expect(countryOf('Тел. +7 701 123 4567')).toBe('KZ')
  })

  it('reads a name set over two lines at the top of the CV', () => {
    const lines: CvLine[] = [
      { text: 'Camille', height: 24, page: 1 },
      { text: 'MOREAU', height: 24, page: 1 },
      { text: 'Chargée de communication', height: 12, page: 1 },
      { text: 'camille.m@example.fr', height: 10, page: 1 },
    ]
    expect(cvContact(lines, 'FR')).toMatchObject({ firstName: 'Camille', lastName: 'Moreau' })
    // Two single words that are not both the heading's size are no name.
    expect(
      cvContact([
        { text: 'Camille', height: 24, page: 1 },
        { text: 'Bienvenue', height: 10, page: 1 },
      ]).firstName,
    ).toBeUndefined()
  })

  it('prefers a number labelled as a phone to other digits, and takes no date, postcode or SIRET for one', () => {
    const contact = cvContact(
      page(['Jean Dupont', 'SIRET 732 829 320 00074', '2018 - 2021', '75011 Paris', 'Mobile 07 98 76 54 32']),
      'FR',
    )
    expect(contact.phone).toEqual({ e164: '+33798765432', country: 'FR' })
    expect(cvContact(page(['Jean Dupont', '2018 - 2021', '75011 Paris']), 'FR').phone).toBeUndefined()
  })

  it('finds the name by the e-mail address when the heading is not the tallest line', () => {
    const lines: CvLine[] = [
      { text: 'CURRICULUM VITAE', height: 24, page: 1 },
      { text: 'Marc Antoine Girard', height: 12, page: 1 },
      { text: 'marc.girard@example.org', height: 10, page: 1 },
    ]
    expect(cvContact(lines)).toMatchObject({ firstName: 'Marc Antoine', lastName: 'Girard' })
  })

  it('reads labelled names as forms write them', () => {
    expect(cvContact(page(['Informations', 'Nom : Martin', 'Prénom : Léa']))).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
    })
    expect(cvContact(page(['Contact', 'Name: Priya Raman']))).toMatchObject({ firstName: 'Priya', lastName: 'Raman' })
  })

  it('takes the name from a heading with a title after it', () => {
    expect(cvContact(page(['Jean Dupont — Développeur full stack'], 16))).toMatchObject({
      firstName: 'Jean',
      lastName: 'Dupont',
    })
    expect(cvContact(page(['Jane Doe | Data Scientist'], 16))).toMatchObject({ firstName: 'Jane', lastName: 'Doe' })
  })

  it('finds nothing in a text with no contact (a scanned CV has no text at all)', () => {
    expect(cvContact([])).toEqual({})
    expect(cvContact(page(['Expérience professionnelle', 'Compétences', 'Formation'], 20))).toEqual({})
  })

  it('does not take a title, a heading or a weak line for a name', () => {
    expect(cvContact(page(['Développeur Full Stack', 'Expérience Professionnelle'], 20))).toEqual({})
    // Not the tallest line and nothing to match it with: no guess.
    expect(
      cvContact([
        { text: 'Big Heading', height: 30, page: 1 },
        { text: 'Paul Durand', height: 10, page: 1 },
      ]).lastName,
    ).not.toBe('Durand')
  })

  it('takes an e-mail address spaced out by the PDF, without a mailto: or a final dot', () => {
    expect(cvContact(page(['jane.doe @ example.com'])).email).toBe('jane.doe@example.com')
    expect(cvContact(page(['Contact: mailto:jane@example.com.'])).email).toBe('jane@example.com')
  })
})

describe('splitFullName', () => {
  it.each([
    ['Jean DUPONT', undefined, 'Jean', 'Dupont'],
    ['DUPONT Jean', undefined, 'Jean', 'Dupont'],
    ['Jean-Pierre DE LA TOUR', undefined, 'Jean-Pierre', 'De La Tour'],
    ['Anne-Sophie de La Tour', undefined, 'Anne-Sophie', 'de La Tour'],
    ['Ludwig van Beethoven', undefined, 'Ludwig', 'van Beethoven'],
    ['Jean Pierre Martin', undefined, 'Jean Pierre', 'Martin'],
    ['Dupont Jean', 'jean.dupont@example.fr', 'Jean', 'Dupont'],
    ['Jean Dupont', 'jdupont@example.fr', 'Jean', 'Dupont'],
    ['Zoë O’Brien', 'zoe.obrien@example.ie', 'Zoë', 'O’Brien'],
    ['Nguyễn Văn An', undefined, 'Nguyễn Văn', 'An'],
  ])('%s (%s) → %s / %s', (text, email, firstName, lastName) => {
    expect(splitFullName(text, email)).toMatchObject({ firstName, lastName })
  })
})
