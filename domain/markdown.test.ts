import { load } from 'cheerio'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markdownToHtml, markdownToText } from './markdown.ts'

describe('markdownToHtml', () => {
  it('writes headings from h3, paragraphs with line breaks, lists, bold and links', () => {
    const text = [
      '# Le poste',
      'Au sein de la **direction technique**,',
      'vous concevez [nos centrales](https://lumen-energie.example/centrales).',
      '',
      '## Vos missions',
      '- dimensionner ;',
      '• calculer ;',
      '* rédiger.',
      '',
      '3. Entretien',
      '4) Proposition',
      '### Contact : [écrire](mailto:rh@lumen-energie.example)',
    ].join('\n')
    expect(markdownToHtml(text)).toBe(
      '<h3>Le poste</h3>' +
        '<p>Au sein de la <strong>direction technique</strong>,<br>vous concevez ' +
        '<a href="https://lumen-energie.example/centrales">nos centrales</a>.</p>' +
        '<h4>Vos missions</h4>' +
        '<ul><li>dimensionner ;</li><li>calculer ;</li><li>rédiger.</li></ul>' +
        '<ol start="3"><li>Entretien</li><li>Proposition</li></ol>' +
        '<h5>Contact : <a href="mailto:rh@lumen-energie.example">écrire</a></h5>',
    )
  })

  it('reads plain text as the pages always did: paragraphs of lines, "- " or "• " lists, a list right after a line', () => {
    const text =
      'Vous rejoignez une équipe RH :\n- recrutement ;\n- intégration.\nSuite.\n\r\n  \nFin -5 % de CO2\nun - deux\n**'
    expect(markdownToHtml(text)).toBe(
      '<p>Vous rejoignez une équipe RH :</p><ul><li>recrutement ;</li><li>intégration.</li></ul>' +
        '<p>Suite.</p><p>Fin -5 % de CO2<br>un - deux<br>**</p>',
    )
    expect(markdownToHtml('')).toBe('')
    expect(markdownToHtml(' \n \n')).toBe('')
  })

  it('keeps markup, unsafe links and unclosed marks as text', () => {
    expect(markdownToHtml('<script>alert(1)</script> <!-- x --> ]]> </script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- x --&gt; ]]&gt; &lt;/script&gt;</p>',
    )
    expect(markdownToHtml('[x](javascript:alert(1)) [y](data:text/html,hi) [z](java\tscript:1)')).toBe(
      '<p>[x](javascript:alert(1)) [y](data:text/html,hi) [z](java\tscript:1)</p>',
    )
    expect(markdownToHtml('[a "quoted" link](https://a.example/?q="x")')).toBe(
      '<p><a href="https://a.example/?q=%22x%22">a &quot;quoted&quot; link</a></p>',
    )
    expect(markdownToHtml('**not closed [nor this')).toBe('<p>**not closed [nor this</p>')
    expect(markdownToHtml('\\# not a heading\n\\- not a bullet \\*\\*plain\\*\\*')).toBe(
      '<p># not a heading<br>- not a bullet **plain**</p>',
    )
  })

  it('puts bold in links and links in bold', () => {
    expect(markdownToHtml('**voir [le site](https://a.example)** et [**ici**](https://b.example)')).toBe(
      '<p><strong>voir <a href="https://a.example/">le site</a></strong> et ' +
        '<a href="https://b.example/"><strong>ici</strong></a></p>',
    )
  })

  it('reads a hostile run of openers in linear time', () => {
    // Linear, these take a fraction of a second; quadratic, minutes: the bound is far from
    // both, so that a loaded machine does not fail it and a quadratic reader cannot pass.
    const started = performance.now()
    markdownToHtml(`${'[**'.repeat(60_000)}]`)
    markdownToHtml('[](('.repeat(60_000))
    expect(performance.now() - started).toBeLessThan(15_000)
  }, 20_000)
})

describe('markdownToText', () => {
  it('drops the marks and keeps the words, lines and items', () => {
    expect(markdownToText('# Titre\nLigne **grasse**\n[site](https://a.example/)\n\n- un\n1. deux')).toBe(
      'Titre\nLigne grasse\nsite (https://a.example/)\n\n- un\n1. deux',
    )
  })
})

// Anything a company may type, with the pieces attackers try most, must come out as the few
// tags above and addresses a reader may follow.
const HOSTILE_PIECES = [
  '<script>alert(1)</script>',
  '</script>',
  '<!--',
  '-->',
  ']]>',
  '<![CDATA[',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:',
  'data:text/html;base64,PHNjcmlwdD4=',
  '"',
  "'",
  '&',
  '&lt;',
  '[',
  ']',
  '(',
  ')',
  '**',
  '*',
  '#',
  '- ',
  '1. ',
  '\\',
  '\n',
  '\n\n',
  ' ',
  '\t',
  '\u0000',
  'https://a.example/x',
  'mailto:a@b.example',
  '[x](',
  '](https://a.example/")',
  '](javascript:alert(1))',
  '](data:text/html,x)',
  '](//evil.example)',
]
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((pieces) => pieces.join(''))

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'a', 'h3', 'h4', 'h5'])

describe('markdownToHtml on hostile text (property)', () => {
  it('writes only its own tags and attributes, and only http(s) and mailto links', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const html = markdownToHtml(text)
        expect(html).not.toMatch(/<!--|<!\[CDATA\[|]]>|<\/?script|<img/i)
        const $ = load(html, null, false)
        for (const element of $('*').toArray() as unknown as Array<{
          tagName: string
          attribs: Record<string, string>
        }>) {
          expect(ALLOWED_TAGS).toContain(element.tagName)
          const attributes = Object.keys(element.attribs)
          if (element.tagName === 'a') {
            expect(attributes).toEqual(['href'])
            expect(['http:', 'https:', 'mailto:']).toContain(new URL(element.attribs.href ?? '').protocol)
          } else if (element.tagName === 'ol') {
            expect(attributes.filter((name) => name !== 'start')).toEqual([])
          } else {
            expect(attributes).toEqual([])
          }
        }
      }),
      { numRuns: 500, seed: 39 },
    )
  })

  it('shows markup characters as text, none lost and none run', () => {
    const markupText = fc
      .array(fc.constantFrom('<script>', '</script>', '<!--', '-->', ']]>', '&amp;', '"', "'", '<b>', 'a', ' ', '\n'), {
        maxLength: 30,
      })
      .map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(markupText, (text) => {
        const shown = load(markdownToHtml(text), null, false).text()
        expect(shown.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''))
      }),
      { numRuns: 300, seed: 39 },
    )
  })
})
