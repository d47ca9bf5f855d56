import { describe, expect, it } from 'vitest'
import { feedFileCount, feedFileName, parseFeedFileName } from './feed-shards.ts'

describe('feed files', () => {
  it('keeps a company of 25,000 jobs in the one file aggregators know, and splits larger ones', () => {
    expect(feedFileCount(0)).toBe(1)
    expect(feedFileCount(25_000)).toBe(1)
    expect(feedFileCount(50_000)).toBe(1)
    expect(feedFileCount(50_001)).toBe(2)
    expect(feedFileCount(1_000_000)).toBe(20)
  })

  it('names files as it reads them back, without a second name for the first', () => {
    for (const file of [1, 2, 9, 10, 20, 123_456]) expect(parseFeedFileName(feedFileName(file))).toBe(file)
    expect(feedFileName(1)).toBe('feed.xml')
    for (const name of ['feed.1.xml', 'feed.0.xml', 'feed.02.xml', 'feed.rss', 'feed..xml', 'feed.x.xml']) {
      expect(parseFeedFileName(name), name).toBeNull()
    }
  })
})
