/** The three plans of spec section 1 (prices in euros; null = custom quote). */
export const PLANS = [
  { id: 'starter', monthlyPriceEur: 0, activeJobLimit: 3 },
  { id: 'pro', monthlyPriceEur: 29, activeJobLimit: null },
  { id: 'enterprise', monthlyPriceEur: null, activeJobLimit: null },
] as const

export type PlanId = (typeof PLANS)[number]['id']
