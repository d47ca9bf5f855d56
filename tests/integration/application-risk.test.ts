import { randomBytes, randomUUID } from 'node:crypto'
import wildcardDomains from 'disposable-email-domains/wildcard.json'
import { describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { insertApplicationWithEmail } from '#server/db/queries/applications.ts'
import { emailDomainSuffixes } from '#server/features/application-risk/disposable-email.ts'
import { riskCounts, spendChallenge } from '#server/features/application-risk/risk-queries.ts'
import { packageDomains, packageVersion } from '../../scripts/disposable-email-domains.ts'
import { SEED } from './database.ts'
import {
  confirmationOnly,
  INSUFFICIENT_PRIVILEGE,
  newApplication,
  setUpWorkerRoleDatabase,
} from './worker-role-database.ts'

// The risk signals' storage and counts (ADR 077), through the Worker's restricted role.
const { sql, owner, workerUrl } = setUpWorkerRoleDatabase('risk')

const hex = () => randomBytes(32).toString('hex')
const WILDCARD = new Set<string>(wildcardDomains)
const inAnHour = () => new Date(Date.now() + 3_600_000)

describe('a proof-of-work solution is spent once', () => {
  it('by one form: its retries pass, every other form is refused, 12 concurrent replays included', async () => {
    const signature = hex()
    const keys = Array.from({ length: 12 }, () => randomUUID())
    // One connection each, as concurrent requests have: the database decides, not the client.
    const clients = keys.map((key) => ({ key, database: new RequestDatabase(workerUrl) }))
    try {
      const spent = await Promise.all(
        clients.map(({ key, database }) => spendChallenge(database.sql, { signature, expiresAt: inAnHour() }, key)),
      )
      expect(spent.filter(Boolean)).toHaveLength(1)
      const winner = keys[spent.indexOf(true)] ?? ''
      expect(await spendChallenge(sql, { signature, expiresAt: inAnHour() }, winner)).toBe(true)
      expect(await spendChallenge(sql, { signature, expiresAt: inAnHour() }, randomUUID())).toBe(false)
    } finally {
      await Promise.all(clients.map(({ database }) => database.close()))
    }
  })

  it('keeps what it needs out of the Worker’s reach: no read of the spent or the clients’ tables', async () => {
    for (const table of ['used_apply_challenges', 'recent_apply_clients']) {
      await expect(sql.unsafe(`select * from ${table} limit 1`)).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
    }
  })
})

describe('the counts behind the signals', () => {
  it('count other applications with the same CV and phone, up to 20 rows each', async () => {
    const cvSha256 = hex()
    const phoneE164 = `+3361${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const input = { cvSha256, phoneE164, clientHash: null, companySlug: SEED.completeCompany.slug, emailDomains: [] }
    expect(await riskCounts(sql, input)).toMatchObject({ sameCv: 0, samePhone: 0 })
    for (let index = 0; index < 22; index++) {
      const application = { ...newApplication(`riskcv${index}`), cvSha256, phoneE164 }
      await insertApplicationWithEmail(sql, application, () => confirmationOnly(`riskcv${index}`))
    }
    expect(await riskCounts(sql, input)).toMatchObject({ sameCv: 20, samePhone: 20 })
    // Older than the 7 days counted: not counted any more.
    await owner`update applications set created_at = now() - interval '8 days' where cv_sha256 = ${cvSha256}`
    expect(await riskCounts(sql, input)).toMatchObject({ sameCv: 0, samePhone: 0 })
  })

  it('count the companies one client applied to within the hour, this one included', async () => {
    const clientHash = hex()
    const count = async (companySlug: string) =>
      (await riskCounts(sql, { cvSha256: hex(), phoneE164: '+33612345678', clientHash, companySlug, emailDomains: [] }))
        .clientCompanies
    expect(await count('lumen-energie')).toBe(1)
    expect(await count('lumen-energie')).toBe(1)
    expect(await count('atelier-brique')).toBe(2)
    expect(await count('cafe-moka')).toBe(3)
    // An hour later the client's rows are past, and the next call removes them.
    await owner`update recent_apply_clients set seen_at = now() - interval '61 minutes' where client_hash = ${clientHash}`
    expect(await count('lumen-energie')).toBe(1)
    const [left] = await owner<{ n: number }[]>`
      select count(*)::int as n from recent_apply_clients where client_hash = ${clientHash}`
    expect(left?.n).toBe(1)
  })
})

describe('throwaway e-mail domains (ADR 083)', () => {
  const disposable = async (email: string) =>
    (
      await riskCounts(sql, {
        cvSha256: hex(),
        phoneE164: '+33612345678',
        clientHash: null,
        companySlug: 'x',
        emailDomains: emailDomainSuffixes(email),
      })
    ).disposableDomain

  it('are the maintained package’s whole list, as installed: a newer package needs its migration', async () => {
    const rows = await owner<{ domains: string }[]>`select domains from disposable_email_domains order by bucket`
    const stored = rows.flatMap((row) => row.domains.split(',').filter((domain) => domain !== ''))
    expect(stored.length, packageVersion()).toBe(packageDomains().length)
    expect(new Set(stored), packageVersion()).toEqual(new Set(packageDomains()))
  })

  it('flag a domain of the list, exact or wildcard, and the domains under it; ordinary ones are not', async () => {
    // Domains of the package's exact list only (not of its wildcard list, the Worker's old list).
    const exactOnly = packageDomains().filter((domain) => !WILDCARD.has(domain))
    for (const domain of [exactOnly[0], exactOnly[5000], exactOnly.at(-1)]) {
      expect(await disposable(`x@${domain}`), domain).toBe(true)
    }
    for (const email of ['x@mailinator.com', 'x@MAILINATOR.COM', 'x@eu.mailinator.com', 'x@yopmail.com.']) {
      expect(await disposable(email), email).toBe(true)
    }
    for (const email of ['x@gmail.com', 'x@orange.fr', 'x@candidate.example', 'x@com', 'x@xmailinator.com']) {
      expect(await disposable(email), email).toBe(false)
    }
  })

  it('are the database’s: the Worker may ask, never read the list', async () => {
    await expect(sql`select * from disposable_email_domains limit 1`).rejects.toMatchObject({
      code: INSUFFICIENT_PRIVILEGE,
    })
  })
})

describe('the level is stored with the application', () => {
  it('as written by the Worker, which can neither change it nor read it back', async () => {
    const application = { ...newApplication('riskstored'), risk: { level: 'high', signals: ['honeypot'] } as const }
    await insertApplicationWithEmail(sql, { ...application, risk: { level: 'high', signals: ['honeypot'] } }, () =>
      confirmationOnly('riskstored'),
    )
    const [row] = await owner<{ riskLevel: string; riskSignals: string[] }[]>`
      select risk_level as "riskLevel", risk_signals as "riskSignals" from applications
      where idempotency_key = ${application.idempotencyKey}`
    expect(row).toEqual({ riskLevel: 'high', riskSignals: ['honeypot'] })
    await expect(
      sql`update applications set risk_level = 'low' where idempotency_key = ${application.idempotencyKey}`,
    ).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
  })

  it('refuses a level that is not one, and more than 16 signals', async () => {
    const bad = (risk: object) =>
      insertApplicationWithEmail(sql, { ...newApplication('riskbad'), risk } as never, () =>
        confirmationOnly('riskbad'),
      )
    await expect(bad({ level: 'severe', signals: [] })).rejects.toMatchObject({ code: '23514' })
    await expect(bad({ level: 'high', signals: Array.from({ length: 17 }, () => 'honeypot') })).rejects.toMatchObject({
      code: '23514',
    })
  })
})

describe('the counts read an index, not the table', () => {
  it('at 5,000 applications and 5,000 clients of the hour: the statements of application_risk_counts use their indexes', async () => {
    // The same CV on 30 rows among 5,000 others of the last week; an hour of 5,000 clients.
    const cvSha256 = hex()
    await owner`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms, cv_sha256)
      select gen_random_uuid(), ${SEED.completeJob}, ${SEED.completeCompany.id}, 'Scale', 'Plan', 'scale@candidate.example',
        '+3361' || lpad(n::text, 7, '0'), 'Bonjour', 'cv/scale/' || gen_random_uuid() || '.pdf', 'cv.pdf', 10, 'fr',
        true, true, case when n <= 30 then ${cvSha256} else encode(sha256(n::text::bytea), 'hex') end
      from generate_series(1, 5000) n`
    await owner`
      insert into recent_apply_clients (client_hash, company_slug)
      select encode(sha256(n::text::bytea), 'hex'), 'scale' from generate_series(1, 5000) n`
    await owner`analyze applications`
    await owner`analyze recent_apply_clients`
    // The function's statements (supabase/migrations/*_baseline_application_risk.sql), as written there.
    const plans = await Promise.all([
      explain(
        `select from applications where cv_sha256 = '${cvSha256}' and created_at > now() - interval '7 days' limit 20`,
      ),
      explain(
        `select from applications where phone_e164 = '+33610000001' and created_at > now() - interval '7 days' limit 20`,
      ),
      explain(`select company_slug from recent_apply_clients
        where client_hash = '${hex()}' and seen_at > now() - interval '1 hour' limit 50`),
    ])
    expect(plans.map((plan) => plan.indexes)).toEqual([
      ['applications_cv_sha256_idx'],
      ['applications_phone_idx'],
      ['recent_apply_clients_hash_idx'],
    ])
    // The matching rows (a bitmap's index and heap both count them), never the 5,000 of a table.
    for (const plan of plans) expect(plan.rowsRead).toBeLessThan(100)
    expect(
      await riskCounts(sql, {
        cvSha256,
        phoneE164: '+33610000001',
        clientHash: null,
        companySlug: 'x',
        emailDomains: [],
      }),
    ).toMatchObject({ sameCv: 20, samePhone: 1 })
  })
})

type Node = {
  'Node Type': string
  'Index Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  Plans?: Node[]
}
const nodes = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodes)]

/** The indexes a statement reads and the rows its scans return, from EXPLAIN ANALYZE. */
async function explain(statement: string): Promise<{ indexes: string[]; rowsRead: number }> {
  const [row] = await owner.unsafe<{ 'QUERY PLAN': [{ Plan: Node }] }[]>(`explain (analyze, format json) ${statement}`)
  const scans = nodes(row?.['QUERY PLAN'][0].Plan as Node).filter((node) => node['Node Type'].includes('Scan'))
  return {
    indexes: scans.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
    rowsRead: scans.reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0),
  }
}
