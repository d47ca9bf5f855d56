/**
 * The three plans of spec section 1 (prices in euros; null = custom quote), as the landing
 * sells them and the product enforces them (ADR 041). The database holds the same rules:
 * `companies.plan` takes these ids, and `plan_visible_job_limit()` refuses a Starter
 * company's fourth visible offer; tests/integration/plan-limits.test.ts checks that both
 * say the same.
 */
export const PLANS = [
  { id: 'starter', monthlyPriceEur: 0, activeJobLimit: 3 },
  { id: 'pro', monthlyPriceEur: 29, activeJobLimit: null },
  { id: 'enterprise', monthlyPriceEur: null, activeJobLimit: null },
] as const

export type PlanId = (typeof PLANS)[number]['id']
