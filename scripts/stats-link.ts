/**
 * Prints a fresh link to a company's statistics page (ADR 043), valid 30 days, for an
 * operator to send to the company. Refuses a Starter company (statistics are Pro's) and an
 * unknown slug. Signs with LINK_SIGNING_SECRET (the local development value when
 * PUBLIC_ORIGIN is this machine, as the Worker does); reads the local database unless
 * DATABASE_URL says otherwise.
 *
 *   npm run stats:link -- lumen-energie
 *   npm run stats:link -- lumen-energie --en
 *   PUBLIC_ORIGIN=https://jobs.example LINK_SIGNING_SECRET=… DATABASE_URL=… npm run stats:link -- acme
 */
import { LOCAL_LINK_SIGNING_SECRET } from '../server/env.ts'
import { operatorStatisticsLink } from '../server/features/statistics/statistics-link.ts'
import { withOperatorDatabase } from './operator-database.ts'

const args = process.argv.slice(2)
const slug = args.find((arg) => !arg.startsWith('--'))
const locale = args.includes('--en') ? 'en' : 'fr'
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '')
const isLocalOrigin = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname)
const secret = process.env.LINK_SIGNING_SECRET?.trim() || (isLocalOrigin ? LOCAL_LINK_SIGNING_SECRET : '')

if (!slug) {
  console.error('Usage: npm run stats:link -- <company slug> [--en]')
  process.exit(2)
}
if (secret.length < 32) {
  console.error("LINK_SIGNING_SECRET (32+ characters, the Worker's) is required when PUBLIC_ORIGIN is not local.")
  process.exit(2)
}

// A bare client returned the company's host under another name, and the link fell back to the
// platform's address: the operator's database is the Worker's own client.
await withOperatorDatabase(async (sql) => {
  const link = await operatorStatisticsLink(sql, { origin, secret }, slug, locale)
  if (link.ok) {
    console.info(link.url)
    console.error(`Valid until ${link.expiresAt.toISOString()}. Personal: send it to the company only.`)
  } else {
    console.error(
      link.reason === 'starter'
        ? `${slug} is on the Starter plan: statistics are part of Pro (update companies set plan = 'pro' …).`
        : `No company ${slug}.`,
    )
    process.exitCode = 1
  }
})
