import postgres from 'postgres'

export type Sql = postgres.Sql
/** A client or one of its transactions: queries that run alone or inside a request's transaction take either. */
export type Queryable = postgres.Sql | postgres.TransactionSql

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
 * In the Worker the request pipeline owns it (server/request-frame.ts) and releases it once,
 * when the request's work is over: from then on nothing can send a statement on it. It is
 * not ended with `sql.end()` there: postgres.js's Workers socket polyfill then rejects a
 * pending read after removing its error listener, an unhandled rejection ("This socket has
 * been closed", upstream bug, seen again with this pipeline). workerd closes a request's
 * sockets when its work ends (ADR 006): tests/worker/request-connections.test.ts sees the
 * connection closed after each request.
 */
export class RequestDatabase {
  #sql: Sql | undefined
  readonly #connectionString: string
  readonly #onQuery: ((query: string) => void) | undefined
  #closed = false

  /** `onQuery` sees every statement sent (the query-count tests). */
  constructor(connectionString: string, options: { onQuery?: (query: string) => void } = {}) {
    this.#connectionString = connectionString
    this.#onQuery = options.onQuery
  }

  /** Whether a statement may have been sent (the client exists; it connects on its first one). */
  get created(): boolean {
    return this.#sql !== undefined
  }

  get sql(): Sql {
    if (this.#closed) throw new Error('the database client of a finished request')
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

  /** The request is over: no statement after this one (workerd closes the socket itself). */
  release(): void {
    this.#closed = true
    this.#sql = undefined
  }

  /** For Node callers (tests, scripts), which must end the client themselves. */
  async close(): Promise<void> {
    this.#closed = true
    const sql = this.#sql
    this.#sql = undefined
    if (sql) await sql.end({ timeout: 5 })
  }
}
