import { describe, expect, it } from 'vitest'
import { elidesDe } from './french-elision.ts'

describe('elidesDe', () => {
  it.each(['Atelier Brique', 'Énergie Plus', ' orange', 'Œuvre commune', 'Île verte', 'Usine'])('d’%s', (name) => {
    expect(elidesDe(name)).toBe(true)
  })
  it.each(['Lumen Énergie', 'Café Moka', 'Hachette', 'Yves Rocher', '3M', '', '"Atelier"'])('de %s', (name) => {
    expect(elidesDe(name)).toBe(false)
  })
})
