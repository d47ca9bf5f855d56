import postgres from 'postgres'

export type Sql = postgres.Sql

/**
 * One postgres.js client per request, as Hyperdrive expects: Hyperdrive pools the real
 * connections at the edge, so a Worker-side pool would only add latency and leaks.
 * The client connects on first query; a request that never touches the database
 * never opens a connection.
 */
export class RequestDatabase {
  #sql: Sql | undefined
  readonly #connectionString: string

  constructor(connectionString: string) {
    this.#connectionString = connectionString
  }

  get sql(): Sql {
    this.#sql ??= postgres(this.#connectionString, {
      max: 5,
      // Hyperdrive does not support the extra round trip that fetches custom types.
      fetch_types: false,
      connect_timeout: 10,
      idle_timeout: 5,
      // snake_case columns become the camelCase fields of domain/ types. jsonb comes
      // back parsed, numeric as an exact string, timestamptz as a Date.
      transform: { column: { from: postgres.toCamel } },
    })
    return this.#sql
  }

  /** Closes the client if it was used; call from `waitUntil` after the response. */
  async close(): Promise<void> {
    const sql = this.#sql
    this.#sql = undefined
    if (sql) await sql.end({ timeout: 5 })
  }
}
