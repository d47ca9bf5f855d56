import { describe, expect, it } from 'vitest'
import { parseCompanySlug, parseUuid } from './identifiers.ts'

describe('route parameters', () => {
  it('accepts well-formed slugs and ids', () => {
    expect(parseCompanySlug('lumen-energie')).toBe('lumen-energie')
    expect(parseUuid('B0000000-0000-4000-8000-000000000001')).toBe('b0000000-0000-4000-8000-000000000001')
  })
  it.each(["x' or 1=1 --", '../etc', 'UPPER', '', 'a'.repeat(101), 'é', 'a--b', '-a'])('rejects slug %j', (value) => {
    expect(parseCompanySlug(value)).toBeNull()
  })
  it.each(['1', 'not-a-uuid', "b0000000-0000-4000-8000-000000000001'", '%00'])('rejects job id %j', (value) => {
    expect(parseUuid(value)).toBeNull()
  })
})
