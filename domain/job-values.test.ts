import { describe, expect, it } from 'vitest'
import { knownJobValue } from './job-values.ts'

describe('knownJobValue', () => {
  it.each([
    ['contract', 'CDI', { key: 'permanent' }],
    ['contract', 'cdi', { key: 'permanent' }],
    ['contract', ' CDD ', { key: 'fixedTerm' }],
    ['contract', 'Intérim', { key: 'temporary' }],
    ['remote', 'Sur site', { key: 'onSite' }],
    ['remote', 'Télétravail complet', { key: 'fullRemote' }],
    ['remote', '100 % télétravail', { key: 'fullRemote' }],
    ['remote', 'Hybride', { key: 'hybrid' }],
    ['duration', 'Temps plein', { key: 'fullTime' }],
    ['duration', '12 mois', { key: 'months', count: 12 }],
    ['duration', '1 an', { key: 'years', count: 1 }],
    ['experience', 'Confirmé', { key: 'experienced' }],
    ['experience', 'Débutant accepté', { key: 'entry' }],
    ['education', 'Bac+5', { key: 'bac5' }],
    ['education', 'Bac + 5', { key: 'bac5' }],
    ['education', 'BAC', { key: 'bac' }],
  ] as const)('%s %s is known', (kind, value, expected) => {
    expect(knownJobValue(kind, value)).toEqual(expected)
  })

  it.each([
    ['contract', 'Contrat de mission spécial'],
    ['remote', 'Hybride (2 jours de télétravail)'],
    ['duration', '18 lunes'],
    ['duration', '3 semaines'],
    ['duration', '1000 mois'],
    ['education', 'Bac+5 <script>'],
    ['experience', ''],
    ['experience', null],
  ] as const)('%s %s is shown as written', (kind, value) => {
    expect(knownJobValue(kind, value)).toBeNull()
  })
})
