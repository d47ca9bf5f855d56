// The company's JSON columns (key figures, steps, photos, offices) are free-form: every
// reader takes its strings through this one rule.

/** A trimmed, non-empty string from a JSON value (numbers included); null otherwise. */
export function jsonText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}
