import { describe, expect, it } from 'vitest'
import { textBlocks } from './text-blocks.ts'

describe('textBlocks', () => {
  it('reads paragraphs, line breaks and "- " or "• " lists', () => {
    const text =
      'Intro line one\nline two\n\nVos missions :\n- dimensionner ;\n• calculer ;\n  - rédiger.\n\r\n  \nFin.'
    expect(textBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['Intro line one', 'line two'] },
      { kind: 'paragraph', lines: ['Vos missions :'] },
      { kind: 'list', items: ['dimensionner ;', 'calculer ;', 'rédiger.'] },
      { kind: 'paragraph', lines: ['Fin.'] },
    ])
  })

  it('keeps markup as text and does not take a dash inside a line or without a space for a bullet', () => {
    expect(textBlocks('<b>gras</b>\n-5 % de CO2\nun - deux')).toEqual([
      { kind: 'paragraph', lines: ['<b>gras</b>', '-5 % de CO2', 'un - deux'] },
    ])
  })

  it('has no block for an empty or blank text', () => {
    expect(textBlocks('')).toEqual([])
    expect(textBlocks(' \n \n')).toEqual([])
  })
})
