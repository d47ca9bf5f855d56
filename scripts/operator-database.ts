import { RequestDatabase, type Sql } from '../server/db/client.ts'

/**
 * The database an operator's command reads (`stats:link`, `workspace:link`): the local one
 * unless DATABASE_URL says otherwise, through the Worker's own client (the queries read their
 * rows as it returns them, camelCase fields). A database that cannot be read is said in one
 * line, with what to check, and the command exits 1.
 */
export async function withOperatorDatabase(work: (sql: Sql) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/career'
  const database = new RequestDatabase(url)
  try {
    await work(database.sql)
  } catch (error) {
    console.error(
      `Could not read the database at ${new URL(url).host}: ${error instanceof Error ? error.message : error}`,
    )
    console.error('Is the database running (npm run dev)?')
    process.exitCode = 1
  } finally {
    await database.close()
  }
}
