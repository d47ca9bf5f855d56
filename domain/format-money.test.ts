import { describe, expect, it } from 'vitest'
import { formatMinorUnits, moneyFormat } from './format-money.ts'

// Intl writes a narrow no-break space in French amounts: compared with plain spaces.
const spaced = (text: string) => text.replace(/\s/g, ' ')

describe('money', () => {
  it('writes Stripe’s minor units in the currency’s own digits, in each language', () => {
    expect(spaced(formatMinorUnits(2900, 'eur', 'fr'))).toBe('29,00 €')
    expect(formatMinorUnits(2900, 'eur', 'en')).toBe('€29.00')
    // A currency without minor units: 2900 yen are 2900 yen.
    expect(formatMinorUnits(2900, 'jpy', 'en')).toBe('JP¥2,900')
  })

  it('writes whole units where asked (prices, salaries) and cents otherwise', () => {
    expect(spaced(moneyFormat('fr', 'EUR', { wholeUnits: true }).format(29))).toBe('29 €')
    expect(moneyFormat('en', 'EUR', { wholeUnits: true }).format(45000)).toBe('€45,000')
    expect(moneyFormat('en', 'EUR').format(12.5)).toBe('€12.50')
  })
})
