import postgres from 'postgres'

/**
 * A row a statement returns inside a JSON column (`to_jsonb(row)`, `jsonb_agg(row)`), as
 * the driver would have returned it as columns: keys camelCased like the client's column
 * transform (which does not reach inside JSON), and the timestamps named in `dates` as
 * Dates (JSON has them as ISO strings). Numbers and text come through JSON unchanged;
 * numeric and bigint columns must be read as text in SQL, as every query here already does.
 * This lets a page read several things in one statement (ADR 050) with the same types.
 */
export function fromJsonRow<Row>(json: Record<string, unknown>, dates: readonly string[]): Row {
  const row: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(json)) row[postgres.toCamel(key)] = value
  for (const key of dates) {
    const value = row[key]
    if (typeof value === 'string') row[key] = new Date(value)
  }
  return row as Row
}
