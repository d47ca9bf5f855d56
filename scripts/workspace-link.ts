/**
 * Prints a one-time sign-in link (15 minutes, once) for an existing member of a company's
 * workspace, for an operator to give them when their e-mail does not arrive (ADR 055), as
 * `stats:link` does for statistics. Refuses an address that belongs to no member. Reads the
 * local database unless DATABASE_URL says otherwise; PUBLIC_ORIGIN names the site.
 *
 *   npm run workspace:link -- owner@lumen-energie.example
 *   PUBLIC_ORIGIN=https://jobs.example DATABASE_URL=… npm run workspace:link -- someone@acme.example
 */
import { operatorSignInLink } from '../server/features/accounts/links.ts'
import { withOperatorDatabase } from './operator-database.ts'

const email = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '')
if (!email) {
  console.error('Usage: npm run workspace:link -- <e-mail address of a member>')
  process.exit(2)
}

await withOperatorDatabase(async (sql) => {
  const link = await operatorSignInLink(sql, email)
  if (link) {
    console.info(`${origin}/${link.locale}/workspace/link/${link.token}`)
    console.error('Valid 15 minutes, once. Personal: give it to that person only.')
  } else {
    console.error(`No member with the address ${email}.`)
    process.exitCode = 1
  }
})
