import { describe, expect, it } from 'vitest'
import { COMPLETE, HOSTILE, HOSTILE_TEXT, JOBS, META, PUBLISHER, SPARSE } from '../tests/tools/feed-fixtures.ts'
import { blocks, childNames, count, expectInOrder, xmlProblem } from '../tests/tools/xml-well-formed.ts'
import { buildJobsXmlFeed, buildJsonFeed, buildRss, type FeedJob } from './feeds.ts'

const RFC_822 = new RegExp(
  '^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \\d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{4} ' +
    '\\d{2}:\\d{2}:\\d{2} GMT$',
)

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
      `<lastBuildDate>${COMPLETE.publishedAt.toUTCString()}</lastBuildDate>`,
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
    const described = { ...SPARSE, description: 'Maintenance des onduleurs.' }
    const [sparse] = blocks(buildJobsXmlFeed(META, [described], PUBLISHER), 'job')
    expect(childNames(sparse ?? '')).toEqual([...JOB_CHILDREN, 'description'])
    expect(sparse).toContain('<city></city>')
    expect(sparse).toContain('<country><![CDATA[FR]]></country>')
    expect(sparse).toContain('<description><![CDATA[<p>Maintenance des onduleurs.</p>]]></description>')
  })

  it('leaves out a job without a description, title or boilerplate never standing in (ADR 035)', () => {
    expect(blocks(xml, 'job')).toHaveLength(1)
    expect(xml).not.toContain(SPARSE.id)
    const boilerplate = { ...SPARSE, companyDescription: 'Lumen conçoit des centrales.', profile: 'Un profil.' }
    const blank = { ...SPARSE, description: '  \n ' }
    expect(buildJobsXmlFeed(META, [boilerplate, blank], PUBLISHER)).not.toContain('<job>')
  })

  it('maps salaries, contract types and remote work', () => {
    const described = { ...SPARSE, description: 'Maintenance des onduleurs.' }
    const one = (job: Partial<FeedJob>) =>
      blocks(buildJobsXmlFeed(META, [{ ...described, ...job }], PUBLISHER), 'job')[0]
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
