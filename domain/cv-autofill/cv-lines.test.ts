import { describe, expect, it } from 'vitest'
import { type CvTextItem, cvLines } from './cv-lines.ts'

const item = (text: string, x: number, y: number, height = 10): CvTextItem => ({
  text,
  x,
  y,
  width: text.length * height * 0.5,
  height,
})

describe('cvLines', () => {
  it('orders runs top to bottom, left to right, and joins a line’s words', () => {
    const lines = cvLines([[item('Dupont', 90, 700, 20), item('Jean', 40, 701, 20), item('jean@example.fr', 40, 670)]])
    expect(lines).toEqual([
      { text: 'Jean Dupont', height: 20, page: 1 },
      { text: 'jean@example.fr', height: 10, page: 1 },
    ])
  })

  it('keeps two columns on one baseline apart', () => {
    const lines = cvLines([[item('Tél. 06 12 34 56 78', 40, 600), item('Expérience', 300, 600, 14)]])
    expect(lines.map(({ text }) => text)).toEqual(['Tél. 06 12 34 56 78', 'Expérience'])
  })

  it('does not add a space inside a word cut into runs (kerning), and keeps pages apart', () => {
    const first = item('Lef', 40, 700)
    const lines = cvLines([[first, item('èvre', 40 + first.width, 700)], [item('Page deux', 40, 700)]])
    expect(lines).toEqual([
      { text: 'Lefèvre', height: 10, page: 1 },
      { text: 'Page deux', height: 10, page: 2 },
    ])
  })

  it('drops blank runs and gives no line for a page without text', () => {
    expect(cvLines([[item('   ', 40, 700)], []])).toEqual([])
  })
})
