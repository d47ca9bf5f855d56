import postgres from 'postgres'

export type Sql = postgres.Sql

/**
 * One postgres.js client per request, as Hyperdrive expects: Hyperdrive pools the real
 * connections at the edge, so a Worker-side pool would only add latency and leaks.
 * The client connects on first query; a request that never touches the database
 * never opens a connection, and one that does opens one (`max: 1`, ADR 050). postgres.js
 * sends an unprepared statement with parameters in two exchanges and nothing else on its
 * connection meanwhile, so statements sent together would wait for each other: a page
 * reads what it shows in one statement instead. Inside a transaction's callback
 * (`sql.begin`) every statement goes through its own `tx`: the transaction holds the one
 * connection, so a statement sent on the client meanwhile would wait for it forever. No
 * statement is streamed (sitemaps and feeds read in batches, crawl.ts keysetBatches).
 *
 * The client is not ended with `sql.end()`: postgres.js's Workers socket polyfill then
 * rejects a pending read after removing its error listener, an unhandled rejection on
 * every request (upstream bug). workerd closes a request's sockets when the request
 * ends; measured locally: 0 connections left open after 20 page loads (ADR 006).
 */
export class RequestDatabase {
  #sql: Sql | undefined
  readonly #connectionString: string
  readonly #onQuery: ((query: string) => void) | undefined

  /** `onQuery` sees every statement sent (the query-count tests). */
  constructor(connectionString: string, options: { onQuery?: (query: string) => void } = {}) {
    this.#connectionString = connectionString
    this.#onQuery = options.onQuery
  }

  get sql(): Sql {
    this.#sql ??= postgres(this.#connectionString, {
      max: 1,
      // Hyperdrive does not support the extra round trip that fetches custom types.
      fetch_types: false,
      connect_timeout: 10,
      idle_timeout: 5,
      // snake_case columns become the camelCase fields of domain/ types. jsonb comes
      // back parsed, numeric as an exact string, timestamptz as a Date.
      transform: { column: { from: postgres.toCamel } },
      ...(this.#onQuery && { debug: (_connection: number, query: string) => this.#onQuery?.(query) }),
    })
    return this.#sql
  }

  /** For Node callers (tests, scripts), which must end the client themselves. */
  async close(): Promise<void> {
    const sql = this.#sql
    this.#sql = undefined
    if (sql) await sql.end({ timeout: 5 })
  }
}
