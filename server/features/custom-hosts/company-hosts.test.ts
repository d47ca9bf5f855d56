import { createServer } from 'node:net'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { RequestDatabase } from '../../db/client.ts'
import {
  companyAtHostname,
  forgetCompanyHosts,
  HostLookupPaused,
  OUTAGE_PAUSE_SECONDS,
  primaryHostnames,
} from './company-hosts.ts'

// A database that cannot be reached: a local port nothing listens on (refused at once).
let url = ''

beforeAll(async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  url = `postgres://career_site_worker:x@127.0.0.1:${typeof address === 'object' && address ? address.port : 9}/career`
})

describe('company host lookups during an outage', () => {
  test('after a failure, the next lookups fail at once without asking the database, then it is asked again', async () => {
    const sql = new RequestDatabase(url).sql
    const failure = (lookup: Promise<unknown>) =>
      lookup.then(
        () => 'answered',
        (error: unknown) => error,
      )
    const first = await failure(primaryHostnames(sql, ['acme']))
    expect(first).toBeInstanceOf(Error)
    expect(first).not.toBeInstanceOf(HostLookupPaused)
    // Paused: the next requests' lookups do not wait on a connection, whatever they ask.
    expect(await failure(primaryHostnames(sql, ['other-co']))).toBeInstanceOf(HostLookupPaused)
    expect(await failure(companyAtHostname(sql, 'jobs.acme.example'))).toBeInstanceOf(HostLookupPaused)
    // Once the pause is over, the database is asked again (and refuses again).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OUTAGE_PAUSE_SECONDS * 1000 + 1 })
    try {
      const again = await failure(companyAtHostname(sql, 'jobs.acme.example'))
      expect(again).toBeInstanceOf(Error)
      expect(again).not.toBeInstanceOf(HostLookupPaused)
    } finally {
      vi.useRealTimers()
    }
  })

  test('forgetting (between integration files) ends the pause: the next lookup asks the database', async () => {
    const sql = new RequestDatabase(url).sql
    await expect(primaryHostnames(sql, ['acme'])).rejects.toThrow()
    await expect(primaryHostnames(sql, ['acme'])).rejects.toBeInstanceOf(HostLookupPaused)
    forgetCompanyHosts()
    const again = await primaryHostnames(sql, ['acme']).catch((error: unknown) => error)
    expect(again).toBeInstanceOf(Error)
    expect(again).not.toBeInstanceOf(HostLookupPaused)
    forgetCompanyHosts()
  })
})
