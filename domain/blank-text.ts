/**
 * When a text says nothing: it holds only white space and invisible characters. One rule for
 * the pages (a job's description, its JobPosting), the XML feed and the cron's line about
 * undescribed jobs (ADR 058): JavaScript's trim() and PostgreSQL's `[[:space:]]` disagreed on
 * non-breaking, ideographic and zero-width spaces, so a description of "\u200b\u200b" was
 * published as `<p>\u200b\u200b</p>` in JSON-LD while the feed left the job out.
 * `public.has_visible_text` (supabase/migrations/*_baseline_companies_and_jobs.sql)
 * holds this pattern verbatim, and tests/integration/blank-text.test.ts compares them.
 */
export const VISIBLE_CHARACTER =
  '[^\\u0009-\\u000d\\u0020\\u0085\\u00a0\\u00ad\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u2066-\\u206f\\u3000\\ufeff]'

const VISIBLE = new RegExp(VISIBLE_CHARACTER, 'u')

/** Whether `value` holds at least one character a reader sees. */
export function hasVisibleText(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISIBLE.test(value)
}
