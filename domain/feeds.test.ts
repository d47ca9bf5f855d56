import { describe, expect, it } from 'vitest'
import { COMPLETE, HOSTILE, HOSTILE_TEXT, JOBS, META, PUBLISHER, SPARSE } from '../tests/tools/feed-fixtures.ts'
import { blocks, childNames, count, expectInOrder, xmlProblem } from '../tests/tools/xml-well-formed.ts'
import { buildJsonFeed, buildRss } from './feeds.ts'
import { buildJobsXmlFeed } from './jobs-xml-feed.ts'

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
      '<lastBuildDate>Fri, 20 Nov 2026 10:15:00 GMT</lastBuildDate>',
      '<atom:link href="https://jobs.example/lumen/feed.xml" rel="self" type="application/rss+xml"/>',
      '<item>',
    ])
    expect(buildRss({ ...META, language: 'en' }, JOBS)).toContain('<language>en-GB</language>')
  })

  it('writes one item per job, in the given order, with its elements in order', () => {
    const items = blocks(rss, 'item')
    expect(items).toHaveLength(2)
    // The job's id: a company's new slug changes the link, never the item (ADR 037).
    expect(items[0]).toContain(`<guid isPermaLink="false">${COMPLETE.id}</guid>`)
    expect(items[1]).toContain(`<guid isPermaLink="false">${SPARSE.id}</guid>`)
    const categories = ['category', 'category', 'category']
    expect(childNames(items[0] ?? '')).toEqual(['title', 'link', 'guid', 'pubDate', 'description', ...categories])
    expect(childNames(items[1] ?? '')).toEqual(['title', 'link', 'guid', 'pubDate', 'description'])
    expect(blocks(items[0] ?? '', 'category')).toEqual(['CDI', 'Hybride', 'Confirmé'])
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

  it('dates the channel by the last change it lists, not by its newest job, even without jobs', () => {
    // The newest job closed: it left the feed, the feed did not go back to the next one's date.
    expect(blocks(buildRss(META, [SPARSE]), 'lastBuildDate')).toEqual(['Fri, 20 Nov 2026 10:15:00 GMT'])
    expect(blocks(buildRss(META, []), 'lastBuildDate')).toEqual(['Fri, 20 Nov 2026 10:15:00 GMT'])
  })

  it('builds a channel without lastBuildDate when no change is known', () => {
    const empty = buildRss({ ...META, lastBuildDate: null }, [])
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
      tags: ['CDI', 'Hybride', 'Confirmé'],
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

  it('tags a job with its words in the feed’s language, as the route gives them', () => {
    const english = { contract: 'Permanent contract', remote: 'Hybrid', experience: 'Experienced' }
    const [item] = JSON.parse(buildJsonFeed({ ...META, language: 'en' }, [{ ...COMPLETE, labels: english }])).items
    expect(item.tags).toEqual(['Permanent contract', 'Hybrid', 'Experienced'])
    const rss = buildRss({ ...META, language: 'en' }, [{ ...COMPLETE, labels: english }])
    expect(blocks(rss, 'category')).toEqual(['Permanent contract', 'Hybrid', 'Experienced'])
  })

  it('is pretty-printed JSON', () => {
    expect(buildJsonFeed(META, [])).toContain('\n  "version": "https://jsonfeed.org/version/1.1",')
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
