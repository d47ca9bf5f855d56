import { describe, expect, it } from 'vitest'
import { parseShardFileName, SHARD_MAX_JOBS, shardCount, shardFileName, shardIdRange } from './sitemap-shards.ts'

describe('sitemap shards', () => {
  it('plan one file per 20,000 visible jobs, at least one, each within the protocol limit', () => {
    expect([0, 1, 20_000, 20_001, 1_000_000].map(shardCount)).toEqual([1, 1, 1, 2, 50])
    expect((SHARD_MAX_JOBS + 4) * 2).toBe(50_000)
  })

  it('name the first file as before and the next ones with a number no slug can hold', () => {
    expect(shardFileName('acme-2', 1)).toBe('company-acme-2.xml')
    expect(shardFileName('acme', 2)).toBe('company-acme.2.xml')
    expect(parseShardFileName('company-acme-2.xml')).toEqual({ slug: 'acme-2', shard: 1 })
    expect(parseShardFileName('company-acme.12.xml')).toEqual({ slug: 'acme', shard: 12 })
    for (const name of ['company-acme.1.xml', 'company-acme.0.xml', 'company-.xml', 'company-Acme.xml', 'pages.xml']) {
      expect(parseShardFileName(name), name).toBeNull()
    }
  })

  it('cut the id space into adjacent ranges', () => {
    expect(shardIdRange(1, 1)).toEqual({ from: null, to: null })
    expect(shardIdRange(1, 2)).toEqual({ from: null, to: '80000000-0000-0000-0000-000000000000' })
    expect(shardIdRange(2, 2)).toEqual({ from: '80000000-0000-0000-0000-000000000000', to: null })
    expect(shardIdRange(2, 3).from).toBe(shardIdRange(1, 3).to)
    expect(shardIdRange(3, 3).from).toBe(shardIdRange(2, 3).to)
    expect(() => shardIdRange(3, 2)).toThrow(RangeError)
  })
})
