/**
 * The three plans of spec section 1 (prices in euros; null = custom quote), as the landing
 * sells them and the product enforces them (ADR 041). The database holds the same rules:
 * `companies.plan` takes these ids, and `plan_visible_job_limit()` refuses a Starter
 * company's fourth visible offer; tests/integration/plan-limits.test.ts checks that both
 * say the same.
 */
export const PLANS = [
  { id: 'starter', monthlyPriceEur: 0, activeJobLimit: 3, ownAccentColor: false },
  { id: 'pro', monthlyPriceEur: 29, activeJobLimit: null, ownAccentColor: true },
  { id: 'enterprise', monthlyPriceEur: null, activeJobLimit: null, ownAccentColor: true },
] as const

export type PlanId = (typeof PLANS)[number]['id']

/**
 * The plans whose companies' pages, share cards and private pages show their own accent
 * colour: Pro's "advanced branding" (ADR 051). A Starter company's pages keep the site's.
 */
export const PLANS_WITH_OWN_ACCENT_COLOR: readonly PlanId[] = PLANS.filter((plan) => plan.ownAccentColor).map(
  (plan) => plan.id,
)
