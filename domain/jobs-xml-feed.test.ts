import { describe, expect, it } from 'vitest'
import { COMPLETE, JOBS, META, PUBLISHER, SPARSE } from '../tests/tools/feed-fixtures.ts'
import { blocks, childNames, expectInOrder, xmlProblem } from '../tests/tools/xml-well-formed.ts'
import type { FeedJob } from './feeds.ts'
import { aggregatorJob, buildJobsXmlFeed, JOBS_XML_FEED_TAIL, jobsXmlFeedHead } from './jobs-xml-feed.ts'

describe('buildJobsXmlFeed', () => {
  const xml = buildJobsXmlFeed(META, JOBS, PUBLISHER)
  const JOB_CHILDREN = ['title', 'date', 'referencenumber', 'url', 'company', 'city']

  it('is a well-formed source document with publisher fields first', () => {
    expect(xmlProblem(xml)).toBeNull()
    expectInOrder(xml, [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<source>',
      '<publisher><![CDATA[Jobs Example]]></publisher>',
      '<publisherurl><![CDATA[https://jobs.example]]></publisherurl>',
      // The last change the feed lists, not its newest job's date (Wed, 18 Nov).
      '<lastBuildDate><![CDATA[Fri, 20 Nov 2026 10:15:00 GMT]]></lastBuildDate>',
      '<job>',
    ])
  })

  it('writes every field of a complete job, in order', () => {
    const [complete] = blocks(xml, 'job')
    expect(childNames(complete ?? '')).toEqual([
      ...JOB_CHILDREN,
      'state',
      'country',
      'postalcode',
      'description',
      'salary',
      'jobtype',
      'remotetype',
      'experience',
    ])
    expectInOrder(complete ?? '', [
      '<title><![CDATA[Ingénieur·e photovoltaïque]]></title>',
      '<date><![CDATA[Wed, 18 Nov 2026 08:00:00 GMT]]></date>',
      `<referencenumber><![CDATA[${COMPLETE.id}]]></referencenumber>`,
      `<url><![CDATA[${COMPLETE.url}]]></url>`,
      '<company><![CDATA[Lumen Énergie]]></company>',
      '<city><![CDATA[Paris]]></city>',
      '<state><![CDATA[Île-de-France]]></state>',
      '<country><![CDATA[FR]]></country>',
      '<postalcode><![CDATA[75011]]></postalcode>',
      '<description><![CDATA[<p>Vous concevez',
      '<salary><![CDATA[45000-55000 EUR per year]]></salary>',
      '<jobtype><![CDATA[fulltime]]></jobtype>',
      '<remotetype><![CDATA[Hybrid remote]]></remotetype>',
      '<experience><![CDATA[Confirmé]]></experience>',
    ])
    for (const date of blocks(xml, 'date')) expect(date).toMatch(/^<!\[CDATA\[.*\]\]>$/)
  })

  it('leaves out what a sparse job lacks, and defaults its country to France', () => {
    const [, sparse] = blocks(xml, 'job')
    // No postcode: no region to give, and no empty state element either.
    expect(childNames(sparse ?? '')).toEqual([...JOB_CHILDREN, 'country', 'postalcode', 'description'])
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
    // A contract with no aggregator type is passed on in the feed's language.
    const workStudy = { contract: 'Work-study', remote: null, experience: null }
    expect(one({ contractType: 'Alternance', labels: workStudy })).toContain(
      '<jobtype><![CDATA[Work-study]]></jobtype>',
    )
    expect(one({ remote: 'Full remote' })).toContain('<remotetype><![CDATA[Fully remote]]></remotetype>')
    expect(one({ remote: 'Hybrid' })).toContain('<remotetype><![CDATA[Hybrid remote]]></remotetype>')
    expect(one({ remote: 'Télétravail' })).not.toContain('<remotetype>')
    expect(one({ countryCode: 'BE' })).toContain('<country><![CDATA[BE]]></country>')
  })

  it('fills the state with the region of a French postcode, overseas included; none abroad', () => {
    const one = (job: Partial<FeedJob>) => blocks(buildJobsXmlFeed(META, [{ ...SPARSE, ...job }], PUBLISHER), 'state')
    expect(one({ zipCode: '69003', city: 'Lyon' })).toEqual(['<![CDATA[Auvergne-Rhône-Alpes]]>'])
    expect(one({ zipCode: '97400' })).toEqual(['<![CDATA[La Réunion]]>'])
    expect(one({ zipCode: '1000', countryCode: 'BE' })).toEqual([])
    expect(one({ zipCode: 'Paris' })).toEqual([])
  })

  it('is the same document written in parts (head, jobs, tail) as whole', () => {
    const parts = `${jobsXmlFeedHead(META, PUBLISHER)}${JOBS.map((job) => `${aggregatorJob(job, META.companyName)}\n`).join('')}${JOBS_XML_FEED_TAIL}`
    expect(parts).toBe(xml)
  })

  it('builds a source without jobs', () => {
    const empty = buildJobsXmlFeed(META, [], PUBLISHER)
    expect(xmlProblem(empty)).toBeNull()
    expect(empty).not.toContain('<job>')
    expect(empty).toContain('<publisher><![CDATA[Jobs Example]]></publisher>')
  })
})
