/**
 * Prints the e-mail outbox of the local database, newest first (50 rows): what the site
 * queued and whether it was delivered. Starts nothing; the database must be running
 * (`npm run dev` or `npm run preview`).
 *
 *   node scripts/outbox.ts
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54330/career node scripts/outbox.ts
 */
import postgres from 'postgres'

const url = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/career'
const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} })

try {
  const rows = await sql<
    { created_at: Date; kind: string; status: string; attempts: number; to_address: string; subject: string }[]
  >`
    select created_at, kind, status, attempts, to_address, subject
    from email_outbox
    order by created_at desc
    limit 50
  `
  if (rows.length === 0) {
    console.info('The outbox is empty.')
  } else {
    // biome-ignore lint/suspicious/noConsole: a command-line tool whose output is this table
    console.table(
      rows.map((row) => ({
        created_at: row.created_at.toISOString().replace('T', ' ').slice(0, 19),
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        to_address: row.to_address,
        subject: row.subject.length > 60 ? `${row.subject.slice(0, 59)}…` : row.subject,
      })),
    )
  }
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(`Could not read the outbox at ${new URL(url).host}: ${reason}`)
  console.error('Is the database running (npm run dev)?')
  process.exitCode = 1
} finally {
  await sql.end({ timeout: 5 })
}
