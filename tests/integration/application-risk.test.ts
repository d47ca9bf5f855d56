import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { insertApplicationWithEmail } from '#server/db/queries/applications.ts'
import { riskCounts, spendChallenge } from '#server/features/application-risk/risk-queries.ts'
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
    const input = { cvSha256, phoneE164, clientHash: null, companySlug: SEED.completeCompany.slug }
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
      (await riskCounts(sql, { cvSha256: hex(), phoneE164: '+33612345678', clientHash, companySlug })).clientCompanies
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
