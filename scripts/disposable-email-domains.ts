/**
 * The throwaway e-mail domains of the maintained `disposable-email-domains` package (its
 * list and its wildcard list, github.com/ivolo/disposable-email-domains), as the database
 * keeps them for the application-risk signal (ADR 083): 256 rows, each the sorted domains
 * whose MD5's first byte is its number, written `,a,b,…,` so that a lookup is one
 * primary-key row and a substring search. After the package is updated:
 *
 *   node scripts/disposable-email-domains.ts supabase/migrations/{timestamp}_disposable_email_domains.sql
 *
 * writes a migration that replaces the rows with the package's list of now;
 * tests/integration/disposable-email-domains.test.ts fails until then.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const BUCKETS = 256

/** The package's name and version, named in the migration. */
export function packageVersion(): string {
  const { name, version } = require('disposable-email-domains/package.json') as { name: string; version: string }
  return `${name}@${version}`
}

/** Every domain of the package, lower-case, once, sorted. */
export function packageDomains(): string[] {
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(file), 'utf8')) as string[]
  const all = [...read('disposable-email-domains/index.json'), ...read('disposable-email-domains/wildcard.json')]
  return [
    ...new Set(all.map((domain) => domain.trim().toLowerCase()).filter((domain) => /^[^,\s']+$/.test(domain))),
  ].sort()
}

/** The bucket of a domain, as `public.is_disposable_email_domain` computes it in SQL. */
export function domainBucket(domain: string): number {
  return createHash('md5').update(domain, 'utf8').digest()[0] ?? 0
}

/** The rows: each bucket's domains as `,a,b,…,`. */
export function domainBuckets(domains: readonly string[]): string[] {
  const buckets = Array.from({ length: BUCKETS }, () => [] as string[])
  for (const domain of domains) buckets[domainBucket(domain)]?.push(domain)
  return buckets.map((list) => `,${list.join(',')},`)
}

function migration(): string {
  const rows = domainBuckets(packageDomains()).map((list, bucket) => `  (${bucket}, '${list}')`)
  return [
    `-- The throwaway e-mail domains of ${packageVersion()}, written by`,
    '-- scripts/disposable-email-domains.ts (ADR 083): do not edit, write a new one.',
    'delete from disposable_email_domains;',
    'insert into disposable_email_domains (bucket, domains) values',
    `${rows.join(',\n')};`,
    '',
  ].join('\n')
}

const target = process.argv[2]
if (import.meta.main && target) {
  writeFileSync(target, migration())
  console.info(`${target}: ${packageDomains().length} domains of ${packageVersion()}`)
}
