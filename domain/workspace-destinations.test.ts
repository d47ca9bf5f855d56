import { describe, expect, it } from 'vitest'
import { destinationOf, destinationQuery, landingPath } from './workspace-destinations.ts'

describe('a sign-in’s destination', () => {
  it('is one of the workspace’s own pages, named; anything else lands on the home', () => {
    expect(landingPath('fr', destinationOf('billing'))).toBe('/fr/workspace/billing')
    expect(landingPath('en', destinationOf('billing'))).toBe('/en/workspace/billing')
    for (const next of [
      undefined,
      null,
      '',
      'Billing',
      '/fr/workspace/billing',
      '//evil.example',
      'https://evil.example',
    ])
      expect(landingPath('fr', destinationOf(next))).toBe('/fr/workspace')
  })

  it('travels as a query only when there is one', () => {
    expect(destinationQuery('billing')).toBe('?next=billing')
    expect(destinationQuery(null)).toBe('')
  })
})
