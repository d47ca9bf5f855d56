/**
 * The plans the landing sells (spec sections 1 and 9) and what each one gets, as the
 * product enforces it (ADR 041). The database holds the same rules: `companies.plan` takes
 * these names, and `plan_visible_job_limit()` refuses a Starter company's fourth visible
 * offer; tests/integration/plan-limits.test.ts checks that both say the same.
 */
export const PLANS = ['starter', 'pro', 'enterprise'] as const
export type Plan = (typeof PLANS)[number]

/** Starter's "3 offres actives": the jobs a Starter company may show at once. */
export const STARTER_VISIBLE_JOB_LIMIT = 3

/** How many jobs a plan may show at once; null when unlimited. */
export function visibleJobLimit(plan: Plan): number | null {
  return plan === 'starter' ? STARTER_VISIBLE_JOB_LIMIT : null
}
