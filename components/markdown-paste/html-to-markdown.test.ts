import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { markdownToHtml } from '#domain/markdown.ts'
import { htmlToMarkdown, type PastedNode } from './html-to-markdown.ts'

type ParsedNode = {
  nodeType: number
  tagName?: string
  data?: string
  children?: ParsedNode[]
  attribs?: Record<string, string>
}

/** The clipboard's HTML parsed by parse5 (the HTML standard's parser, as the browser's), seen as DOM nodes. */
function pasted(html: string): PastedNode {
  const toNode = (node: ParsedNode): PastedNode => ({
    nodeType: node.nodeType,
    nodeName: node.nodeType === 3 ? '#text' : (node.tagName ?? '#comment').toUpperCase(),
    textContent: node.nodeType === 3 ? (node.data ?? '') : null,
    childNodes: (node.children ?? []).map(toNode),
    getAttribute: (name) => node.attribs?.[name] ?? null,
  })
  return toNode(load(html)('body')[0] as unknown as ParsedNode)
}

describe('htmlToMarkdown', () => {
  it("reads Word's clipboard: title, headings, bold, list paragraphs with their markers, links", () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head>
<body lang=FR><!--StartFragment-->
<p class=MsoTitle>Ingénieur·e photovoltaïque<o:p></o:p></p>
<h2>Vos missions<o:p></o:p></h2>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><b>Dimensionner</b>
les centrales ;<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>rédiger les notes.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><![endif]>Entretien<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span>&nbsp; </span></span><![endif]>Proposition<o:p></o:p></p>
<p class=MsoNormal>Voir <a href="https://lumen-energie.example/">notre site</a>,<br>ou <a href="javascript:alert(1)">ceci</a>.<o:p></o:p></p>
<!--EndFragment--></body></html>`
    expect(htmlToMarkdown(pasted(word))).toBe(
      [
        '# Ingénieur·e photovoltaïque',
        '',
        '## Vos missions',
        '',
        '- **Dimensionner** les centrales ;',
        '- rédiger les notes.',
        '',
        '1. Entretien',
        '2. Proposition',
        '',
        'Voir [notre site](https://lumen-energie.example/),',
        'ou ceci.',
      ].join('\n'),
    )
  })

  it("reads Google Docs' clipboard: the normal-weight wrapper, bold spans, nested lists", () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h1 dir="ltr"><span style="font-size:20pt;font-weight:400">Le poste</span></h1><p dir="ltr"><span style="font-weight:400">Vous rejoignez </span><span style="font-weight:700">l'équipe</span><span style="font-weight:400"> produit.</span></p><ul><li dir="ltr"><p dir="ltr"><span>TypeScript</span></p><ul><li><p><span>React</span></p></li></ul></li><li><p><span>PostgreSQL</span></p></li></ul><br></b>`
    expect(htmlToMarkdown(pasted(docs))).toBe(
      "# Le poste\n\nVous rejoignez **l'équipe** produit.\n\n- TypeScript\n- React\n- PostgreSQL",
    )
  })

  it("reads LibreOffice's clipboard and keeps typed marks as text", () => {
    const libre = `<body><h3>Profil</h3><p>Bac+5 <strong>exigé</strong></p><p>- pas une liste * ni [un lien](x)</p><p># pas un titre</p><p>2026. Une année</p><ol><li><p>Un</p></li><li><p>Deux</p></li></ol><table><tr><td>Lieu</td><td>Paris</td></tr></table><img src="x.png"></body>`
    const markdown = htmlToMarkdown(pasted(libre))
    expect(markdown).toBe(
      '### Profil\n\nBac+5 **exigé**\n\n\\- pas une liste \\* ni \\[un lien\\](x)\n\n\\# pas un titre\n\n2026\\. Une année\n\n1. Un\n2. Deux\n\nLieu\n\nParis',
    )
    expect(markdownToHtml(markdown)).toBe(
      '<h5>Profil</h5><p>Bac+5 <strong>exigé</strong></p><p>- pas une liste * ni [un lien](x)</p>' +
        '<p># pas un titre</p><p>2026. Une année</p><ol><li>Un</li><li>Deux</li></ol><p>Lieu</p><p>Paris</p>',
    )
  })

  it('gives nothing for a clipboard without text', () => {
    expect(htmlToMarkdown(pasted('<body><img src="x.png"><p> </p></body>'))).toBe('')
  })
})
