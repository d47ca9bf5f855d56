import { foldText } from './fold-text.ts'

/**
 * A job's office as a schema.org PostalAddress wants it: the street alone in
 * streetAddress (recruiters type "18 rue de la Roquette, 75011 Paris", and the postcode
 * and city have fields of their own), and the region, which French addresses never write
 * but Google for Jobs uses to place the offer, from the postcode's département.
 */

/** The street part of an office address: a trailing "[,] 75011 Paris", "75011" or ", Paris" is dropped. */
export function streetAddressOf(
  officeAddress: string | null,
  zipCode: string | null,
  city: string | null,
): string | undefined {
  const address = officeAddress?.trim() ?? ''
  if (address === '') return undefined
  const tails = [
    [zipCode, city],
    [city, zipCode],
    [zipCode, null],
    [city, null],
  ].filter(([first]) => Boolean(first?.trim()))
  for (const [first, second] of tails) {
    const parts = [first, second].filter((part): part is string => Boolean(part?.trim())).map((part) => part.trim())
    const tail = new RegExp(`[\\s,;-]*${parts.map(escapeForFoldedRegExp).join('[\\s,]+')}\\s*$`)
    const folded = foldText(address)
    const match = tail.exec(folded)
    // foldText keeps one character per character, so the index holds in the original.
    if (match && match.index > 0 && folded.length === address.length) return address.slice(0, match.index).trim()
  }
  return address
}

function escapeForFoldedRegExp(text: string): string {
  return foldText(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** French regions (since 2016) by département number, the postcode's first two digits. */
const REGION_DEPARTMENTS: Record<string, string> = {
  'Auvergne-Rhône-Alpes': '01 03 07 15 26 38 42 43 63 69 73 74',
  'Bourgogne-Franche-Comté': '21 25 39 58 70 71 89 90',
  Bretagne: '22 29 35 56',
  'Centre-Val de Loire': '18 28 36 37 41 45',
  Corse: '20',
  'Grand Est': '08 10 51 52 54 55 57 67 68 88',
  'Hauts-de-France': '02 59 60 62 80',
  'Île-de-France': '75 77 78 91 92 93 94 95',
  Normandie: '14 27 50 61 76',
  'Nouvelle-Aquitaine': '16 17 19 23 24 33 40 47 64 79 86 87',
  Occitanie: '09 11 12 30 31 32 34 46 48 65 66 81 82',
  'Pays de la Loire': '44 49 53 72 85',
  "Provence-Alpes-Côte d'Azur": '04 05 06 13 83 84',
}
/** Overseas départements have three-digit numbers (971…976). */
const OVERSEAS_REGIONS: Record<string, string> = {
  '971': 'Guadeloupe',
  '972': 'Martinique',
  '973': 'Guyane',
  '974': 'La Réunion',
  '976': 'Mayotte',
}
const REGION_BY_DEPARTMENT = new Map(
  Object.entries(REGION_DEPARTMENTS).flatMap(([region, departments]) =>
    departments.split(' ').map((department) => [department, region] as const),
  ),
)

/** The region of a French postcode ('75011' → 'Île-de-France'); undefined elsewhere or when unknown. */
export function frenchRegionOf(zipCode: string | null, countryCode: string): string | undefined {
  const zip = zipCode?.trim() ?? ''
  if (countryCode !== 'FR' || !/^\d{5}$/.test(zip)) return undefined
  return OVERSEAS_REGIONS[zip.slice(0, 3)] ?? REGION_BY_DEPARTMENT.get(zip.slice(0, 2))
}
