import type postgres from 'postgres'
import type { Sql } from '../client.ts'
import { fromJsonRow } from '../json-rows.ts'
import { companyBySlugQuery, type DatedCompany } from './companies.ts'

/**
 * Statements to read with a company (their rows, in their order), each with the timestamp
 * fields of its rows, which come back through JSON as strings.
 */
type Reads = Record<string, { query: postgres.Fragment; dates: readonly string[] }>
type RowsOf<Of extends Reads> = {
  [Name in keyof Of]: Of[Name]['query'] extends postgres.PendingQuery<infer Rows> ? Rows : never
}

/**
 * A company's page reads in one statement (ADR 050): the company of `slug`
 * (getCompanyBySlug's columns) and the rows of each of `reads`, as JSON columns decoded
 * back to the rows the same statements return alone (fromJsonRow). A read may name the
 * company's columns as `page_company.id`, `page_company.workspace_id`: it then runs once,
 * on the company's row. postgres.js answers an unprepared statement with parameters in two
 * exchanges and sends nothing else on its connection meanwhile: one statement is one of
 * those on the request's one connection, where a read per statement would add one each.
 * Null when no company has the slug (nothing else is read then).
 */
export async function getCompanyWith<Of extends Reads>(
  sql: Sql,
  slug: string,
  reads: Of,
): Promise<({ company: DatedCompany } & RowsOf<Of>) | null> {
  const entries = Object.entries(reads)
  // Rows numbered as the read returns them (its own order by), so that the array keeps that
  // order. Columns read_0, read_1… (read0… once camelCased): no company column is so named.
  const columns = entries.map(
    ([, { query }], index) => sql`,
      (select coalesce(jsonb_agg(to_jsonb(numbered) - 'read_order' order by numbered.read_order), '[]')
        from (select read_rows.*, row_number() over () as read_order from (${query}) as read_rows) as numbered
      ) as ${sql(`read_${index}`)}`,
  )
  const [row] = await sql<Record<string, unknown>[]>`
    select page_company.* ${columns} from (${companyBySlugQuery(sql, slug)}) as page_company
  `
  if (!row) return null
  const company: Record<string, unknown> = {}
  const read: Record<string, unknown> = { company }
  for (const [column, value] of Object.entries(row)) {
    const index = /^read(\d+)$/.exec(column)?.[1]
    if (index === undefined) company[column] = value
    else {
      const [name, { dates }] = entries[Number(index)] ?? ['', { dates: [] }]
      read[name] = (value as Record<string, unknown>[]).map((json) => fromJsonRow(json, dates))
    }
  }
  return read as { company: DatedCompany } & RowsOf<Of>
}
