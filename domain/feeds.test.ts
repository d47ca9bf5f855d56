import { describe, expect, it } from 'vitest'
import { buildJobsXmlFeed, buildJsonFeed, buildRss, escapeXml, type FeedJob, type FeedMeta } from './feeds.ts'

// ---------------------------------------------------------------------------
// A tiny XML well-formedness check: Node has no XML parser, and a feed that does not parse is a dead feed.
// ---------------------------------------------------------------------------

const NAME = '[A-Za-z_][\\w.:-]*'
const OPEN_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y')
const CLOSE_TAG = new RegExp(`</(${NAME})\\s*>`, 'y')
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/

function hasInvalidXmlChar(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const valid =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000
    if (!valid) return true
  }
  return false
}

/** The first well-formedness problem of an XML document, or null. Tags must balance; CDATA and comments skip. */
function xmlProblem(xml: string): string | null {
  if (hasInvalidXmlChar(xml)) return 'character not allowed in XML 1.0'
  let index = 0
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>')
    if (end === -1) return 'unclosed XML declaration'
    index = end + 2
  }
  const stack: string[] = []
  let rootClosed = false
  while (index < xml.length) {
    const lt = xml.indexOf('<', index)
    const text = xml.slice(index, lt === -1 ? xml.length : lt)
    if (BAD_AMPERSAND.test(text)) return `bad entity in ${JSON.stringify(text)}`
    if (text.includes(']]>')) return "']]>' in text"
    if (stack.length === 0 && text.trim() !== '') return `text outside the root element: ${JSON.stringify(text)}`
    if (lt === -1) break
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4)
      if (end === -1) return 'unclosed comment'
      index = end + 3
    } else if (xml.startsWith('<![CDATA[', lt)) {
      if (stack.length === 0) return 'CDATA outside the root element'
      const end = xml.indexOf(']]>', lt + 9)
      if (end === -1) return 'unclosed CDATA section'
      index = end + 3
    } else if (xml.startsWith('</', lt)) {
      CLOSE_TAG.lastIndex = lt
      const match = CLOSE_TAG.exec(xml)
      if (match === null) return `malformed end tag at ${lt}`
      const open = stack.pop()
      if (open !== match[1]) return `</${match[1]}> closes <${open ?? 'nothing'}>`
      if (stack.length === 0) rootClosed = true
      index = CLOSE_TAG.lastIndex
    } else {
      OPEN_TAG.lastIndex = lt
      const match = OPEN_TAG.exec(xml)
      if (match === null) return `malformed tag at ${lt}: ${JSON.stringify(xml.slice(lt, lt + 30))}`
      if (BAD_AMPERSAND.test(match[2] ?? '')) return `bad entity in attributes of <${match[1]}>`
      if (stack.length === 0 && rootClosed) return 'second root element'
      if (match[3] === '/') {
        if (stack.length === 0) rootClosed = true
      } else {
        stack.push(match[1] ?? '')
      }
      index = OPEN_TAG.lastIndex
    }
  }
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`
  return rootClosed ? null : 'no root element'
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1
}

/** Each needle found after the previous one. */
function expectInOrder(text: string, needles: string[]): void {
  let from = 0
  for (const needle of needles) {
    const at = text.indexOf(needle, from)
    expect(at, `${needle} after position ${from}`).toBeGreaterThanOrEqual(0)
    from = at + needle.length
  }
}

/** The inner text of each <name> element (children of the feed have no nested elements). */
function blocks(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1] ?? '')
}

/** Names of the elements in a block, CDATA removed first so that data cannot look like tags. */
function childNames(block: string): string[] {
  const markup = block.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
  return [...markup.matchAll(/<([A-Za-z][\w:]*)[\s/>]/g)].map((match) => match[1] ?? '')
}

const RFC_822 = new RegExp(
  '^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \\d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{4} ' +
    '\\d{2}:\\d{2}:\\d{2} GMT$',
)

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

const META: FeedMeta = {
  title: 'Offres d’emploi – Lumen Énergie',
  description: 'Les offres de Lumen & Cie',
  homePageUrl: 'https://jobs.example/lumen',
  feedUrl: 'https://jobs.example/lumen/feed.xml',
  language: 'fr',
  companyName: 'Lumen Énergie',
  companyUrl: 'https://lumen-energie.example',
}
const PUBLISHER = { name: 'Jobs Example', url: 'https://jobs.example' }

const COMPLETE: FeedJob = {
  id: 'b0000000-0000-4000-8000-000000000001',
  title: 'Ingénieur·e photovoltaïque',
  url: 'https://jobs.example/lumen/jobs/b0000000-0000-4000-8000-000000000001',
  createdAt: new Date('2026-11-18T09:00:00+01:00'),
  description: 'Vous concevez les centrales solaires.\n\nVos missions :\n- dimensionner ;\n- étudier.',
  profile: null,
  recruitmentProcess: null,
  companyDescription: null,
  city: 'Paris',
  zipCode: '75011',
  countryCode: 'FR',
  contractType: 'CDI',
  remote: 'Hybride',
  salaryMin: '45000.00',
  salaryMax: '55000.00',
  salaryCurrency: 'EUR',
  salaryPeriod: 'annuel',
}

const SPARSE: FeedJob = {
  id: 'b0000000-0000-4000-8000-000000000002',
  title: 'Technicien·ne de maintenance',
  url: 'https://jobs.example/lumen/jobs/b0000000-0000-4000-8000-000000000002',
  createdAt: new Date('2026-11-02T14:30:00Z'),
  description: null,
  profile: null,
  recruitmentProcess: null,
  companyDescription: null,
  city: null,
  zipCode: null,
  countryCode: null,
  contractType: null,
  remote: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
}

const JOBS = [COMPLETE, SPARSE]

const HOSTILE_TEXT = '</description><script>alert(1)</script> & ]]>\u0001'
const HOSTILE: FeedJob = {
  ...COMPLETE,
  id: 'evil"<id>&',
  title: `Title ]]> <b>bold</b> & "quotes" \u0001`,
  description: HOSTILE_TEXT,
  city: 'Paris ]]> <city>',
  contractType: '<CDI> & ]]>',
  remote: '</remote>',
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe('xmlProblem (test helper)', () => {
  it('accepts well-formed documents and rejects broken ones', () => {
    expect(xmlProblem('<?xml version="1.0"?><a x="1"><b/><!-- c --><![CDATA[<d>]]>&amp;</a>')).toBeNull()
    expect(xmlProblem('<a><b></a></b>')).not.toBeNull()
    expect(xmlProblem('<a>')).not.toBeNull()
    expect(xmlProblem('<a>&</a>')).not.toBeNull()
    expect(xmlProblem('<a><![CDATA[x</a>')).not.toBeNull()
    expect(xmlProblem('<a>]]></a>')).not.toBeNull()
    expect(xmlProblem('<a></a><b></b>')).not.toBeNull()
    expect(xmlProblem('<a>\u0001</a>')).not.toBeNull()
  })
})

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML 1.0 forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
    expect(escapeXml('a\u0000b\u0001c\u001Fd\te\nf\rg\uFFFEh\uD800i')).toBe('abcd\te\nf\rghi')
    expect(escapeXml('emoji 😀 kept')).toBe('emoji 😀 kept')
  })
})

describe('buildRss', () => {
  const rss = buildRss(META, JOBS)

  it('is a well-formed RSS 2.0 document with the channel elements in order', () => {
    expect(xmlProblem(rss)).toBeNull()
    expect(rss.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expectInOrder(rss, [
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      '<title>Offres d’emploi – Lumen Énergie</title>',
      '<link>https://jobs.example/lumen</link>',
      '<description>Les offres de Lumen &amp; Cie</description>',
      '<language>fr-FR</language>',
      `<lastBuildDate>${COMPLETE.createdAt.toUTCString()}</lastBuildDate>`,
      '<atom:link href="https://jobs.example/lumen/feed.xml" rel="self" type="application/rss+xml"/>',
      '<item>',
    ])
    expect(buildRss({ ...META, language: 'en' }, JOBS)).toContain('<language>en-GB</language>')
  })

  it('writes one item per job, in the given order, with its elements in order', () => {
    const items = blocks(rss, 'item')
    expect(items).toHaveLength(2)
    expect(items[0]).toContain(`<guid isPermaLink="true">${COMPLETE.url}</guid>`)
    expect(items[1]).toContain(`<guid isPermaLink="true">${SPARSE.url}</guid>`)
    expect(childNames(items[0] ?? '')).toEqual(['title', 'link', 'guid', 'pubDate', 'description', 'category'])
    expect(childNames(items[1] ?? '')).toEqual(['title', 'link', 'guid', 'pubDate', 'description'])
    expect(items[0]).toContain('<category>CDI</category>')
    // The description is HTML, escaped once for XML; a job without one falls back on its title.
    expect(items[0]).toContain(
      '<description>&lt;p&gt;Vous concevez les centrales solaires.&lt;/p&gt;&lt;p&gt;Vos missions',
    )
    expect(items[1]).toContain('<description>&lt;p&gt;Technicien·ne de maintenance&lt;/p&gt;</description>')
  })

  it('dates items and the channel in RFC 822', () => {
    const dates = [...blocks(rss, 'pubDate'), ...blocks(rss, 'lastBuildDate')]
    expect(dates).toHaveLength(3)
    for (const date of dates) expect(date).toMatch(RFC_822)
    expect(blocks(rss, 'pubDate')).toEqual(['Wed, 18 Nov 2026 08:00:00 GMT', 'Mon, 02 Nov 2026 14:30:00 GMT'])
  })

  it('builds an empty channel without lastBuildDate when there are no jobs', () => {
    const empty = buildRss(META, [])
    expect(xmlProblem(empty)).toBeNull()
    expect(empty).not.toContain('<item>')
    expect(empty).not.toContain('lastBuildDate')
    expect(empty).toContain('<atom:link ')
  })
})

describe('buildJsonFeed', () => {
  const feed = JSON.parse(buildJsonFeed(META, JOBS))

  it('has the JSON Feed 1.1 top-level fields', () => {
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: META.title,
      home_page_url: META.homePageUrl,
      feed_url: META.feedUrl,
      description: META.description,
      language: 'fr-FR',
      authors: [{ name: 'Lumen Énergie', url: 'https://lumen-energie.example' }],
    })
    const anonymous = JSON.parse(buildJsonFeed({ ...META, companyUrl: null, language: 'en' }, []))
    expect(anonymous.authors).toEqual([{ name: 'Lumen Énergie' }])
    expect(anonymous.language).toBe('en-GB')
    expect(anonymous.items).toEqual([])
  })

  it('writes one item per job in the given order, with id and content', () => {
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual([COMPLETE.id, SPARSE.id])
    const [complete, sparse] = feed.items
    expect(complete).toEqual({
      id: COMPLETE.id,
      url: COMPLETE.url,
      title: COMPLETE.title,
      content_html: expect.stringContaining(
        '<p>Vous concevez les centrales solaires.</p><p>Vos missions :</p><ul><li>',
      ),
      content_text: COMPLETE.description,
      date_published: '2026-11-18T08:00:00.000Z',
      tags: ['CDI', 'Hybride'],
    })
    expect(sparse).toEqual({
      id: SPARSE.id,
      url: SPARSE.url,
      title: SPARSE.title,
      content_html: '<p>Technicien·ne de maintenance</p>',
      content_text: SPARSE.title,
      date_published: '2026-11-02T14:30:00.000Z',
    })
  })

  it("describes a job like its JobPosting: its texts, else its company's description", () => {
    const [withProfile, withCompany] = JSON.parse(
      buildJsonFeed(META, [
        { ...SPARSE, profile: 'Vous aimez réparer.', recruitmentProcess: 'Un appel.' },
        { ...SPARSE, companyDescription: 'Lumen Énergie conçoit des centrales.' },
      ]),
    ).items
    expect(withProfile.content_html).toBe('<p>Vous aimez réparer.</p><p>Un appel.</p>')
    expect(withProfile.content_text).toBe('Vous aimez réparer.\n\nUn appel.')
    expect(withCompany.content_html).toBe('<p>Lumen Énergie conçoit des centrales.</p>')
  })

  it('is pretty-printed JSON', () => {
    expect(buildJsonFeed(META, [])).toContain('\n  "version": "https://jsonfeed.org/version/1.1",')
  })
})

describe('buildJobsXmlFeed', () => {
  const xml = buildJobsXmlFeed(META, JOBS, PUBLISHER)
  const JOB_CHILDREN = ['title', 'date', 'referencenumber', 'url', 'company', 'city', 'state', 'country', 'postalcode']

  it('is a well-formed source document with publisher fields first', () => {
    expect(xmlProblem(xml)).toBeNull()
    expectInOrder(xml, [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<source>',
      '<publisher><![CDATA[Jobs Example]]></publisher>',
      '<publisherurl><![CDATA[https://jobs.example]]></publisherurl>',
      '<lastBuildDate><![CDATA[Wed, 18 Nov 2026 08:00:00 GMT]]></lastBuildDate>',
      '<job>',
    ])
  })

  it('writes every field of a complete job, in order', () => {
    const [complete] = blocks(xml, 'job')
    expect(childNames(complete ?? '')).toEqual([...JOB_CHILDREN, 'description', 'salary', 'jobtype', 'remotetype'])
    expectInOrder(complete ?? '', [
      '<title><![CDATA[Ingénieur·e photovoltaïque]]></title>',
      '<date><![CDATA[Wed, 18 Nov 2026 08:00:00 GMT]]></date>',
      `<referencenumber><![CDATA[${COMPLETE.id}]]></referencenumber>`,
      `<url><![CDATA[${COMPLETE.url}]]></url>`,
      '<company><![CDATA[Lumen Énergie]]></company>',
      '<city><![CDATA[Paris]]></city>',
      '<state></state>',
      '<country><![CDATA[FR]]></country>',
      '<postalcode><![CDATA[75011]]></postalcode>',
      '<description><![CDATA[<p>Vous concevez',
      '<salary><![CDATA[45000-55000 EUR per year]]></salary>',
      '<jobtype><![CDATA[fulltime]]></jobtype>',
      '<remotetype><![CDATA[Hybrid remote]]></remotetype>',
    ])
    for (const date of blocks(xml, 'date')) expect(date).toMatch(/^<!\[CDATA\[.*\]\]>$/)
  })

  it('leaves out what a sparse job lacks, and defaults its country to France', () => {
    const [, sparse] = blocks(xml, 'job')
    expect(childNames(sparse ?? '')).toEqual([...JOB_CHILDREN, 'description'])
    expect(sparse).toContain('<city></city>')
    expect(sparse).toContain('<country><![CDATA[FR]]></country>')
    expect(sparse).toContain('<description><![CDATA[<p>Technicien·ne de maintenance</p>]]></description>')
  })

  it('maps salaries, contract types and remote work', () => {
    const one = (job: Partial<FeedJob>) => blocks(buildJobsXmlFeed(META, [{ ...SPARSE, ...job }], PUBLISHER), 'job')[0]
    expect(one({ salaryMin: '3000', salaryCurrency: 'usd', salaryPeriod: 'Mensuel' })).toContain(
      '<salary><![CDATA[3000 USD per month]]></salary>',
    )
    expect(one({ salaryMax: '550.50', salaryPeriod: 'TJM' })).toContain('<salary><![CDATA[550.5 EUR per day]]>')
    expect(one({ salaryMin: '20', salaryMax: '20' })).toContain('<salary><![CDATA[20 EUR]]></salary>')
    expect(one({ contractType: 'Stage' })).toContain('<jobtype><![CDATA[internship]]></jobtype>')
    expect(one({ contractType: 'cdd' })).toContain('<jobtype><![CDATA[temporary]]></jobtype>')
    expect(one({ contractType: 'Freelance' })).toContain('<jobtype><![CDATA[contract]]></jobtype>')
    expect(one({ contractType: 'Temps partiel' })).toContain('<jobtype><![CDATA[parttime]]></jobtype>')
    expect(one({ contractType: 'Alternance' })).toContain('<jobtype><![CDATA[Alternance]]></jobtype>')
    expect(one({ remote: 'Full remote' })).toContain('<remotetype><![CDATA[Fully remote]]></remotetype>')
    expect(one({ remote: 'Hybrid' })).toContain('<remotetype><![CDATA[Hybrid remote]]></remotetype>')
    expect(one({ remote: 'Télétravail' })).not.toContain('<remotetype>')
    expect(one({ countryCode: 'BE' })).toContain('<country><![CDATA[BE]]></country>')
  })

  it('builds a source without jobs', () => {
    const empty = buildJobsXmlFeed(META, [], PUBLISHER)
    expect(xmlProblem(empty)).toBeNull()
    expect(empty).not.toContain('<job>')
    expect(empty).toContain('<publisher><![CDATA[Jobs Example]]></publisher>')
  })
})

describe('hostile texts', () => {
  const jobs = [HOSTILE, COMPLETE]
  const rss = buildRss({ ...META, title: 'Feed ]]> <x>', description: '\u0001 & <' }, jobs)
  const json = buildJsonFeed(META, jobs)
  const xml = buildJobsXmlFeed({ ...META, companyName: 'A ]]> B' }, jobs, { name: 'P ]]>', url: PUBLISHER.url })

  it('cannot break any XML feed', () => {
    for (const output of [rss, xml]) {
      expect(xmlProblem(output)).toBeNull()
      expect(output).not.toContain('<script')
      expect(output).not.toContain('\u0001')
      expect(count(output, '<![CDATA[')).toBe(count(output, ']]>'))
    }
    expect(blocks(rss, 'item')).toHaveLength(2)
    expect(blocks(xml, 'job')).toHaveLength(2)
    // The items keep their order and element lists despite the markup in the data.
    expect(childNames(blocks(rss, 'item')[0] ?? '')).toEqual([
      'title',
      'link',
      'guid',
      'pubDate',
      'description',
      'category',
    ])
    expect(blocks(xml, 'referencenumber')).toEqual([`<![CDATA[${HOSTILE.id}]]>`, `<![CDATA[${COMPLETE.id}]]>`])
    // Split CDATA sections still read back as the original text.
    expect(xml).toContain('<title><![CDATA[Title ]]]]><![CDATA[> <b>bold</b> & "quotes" ]]></title>')
  })

  it('cannot break the JSON feed', () => {
    const feed = JSON.parse(json)
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual([HOSTILE.id, COMPLETE.id])
    expect(feed.items[0].content_html).not.toContain('<script')
    expect(feed.items[0].content_html).toContain('&lt;/description&gt;&lt;script&gt;')
    expect(feed.items[0].content_text).toBe(HOSTILE_TEXT)
  })
})
