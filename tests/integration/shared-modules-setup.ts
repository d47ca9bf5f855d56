import { afterEach, beforeAll, vi } from 'vitest'
import { forgetCompanyHosts } from '#server/features/custom-hosts/company-hosts.ts'
import { takeBuffered } from '#server/features/statistics/buffer.ts'
import { forgetReadSalts } from '#server/features/statistics/flush.ts'

// Node's own fetch loaded (and its dispatcher made global) before a file loads the npm undici
// (cheerio, wrangler's miniflare): that module, loaded first, makes its own Agent the global
// dispatcher, and Node's fetch then sends through another undici version, which refuses the
// Content-Length header Stripe's SDK sets ("invalid content-length header"): billing's
// tests failed whenever a CV bucket's file ran before them in the same Vitest worker.
void globalThis.Headers

/**
 * Run before each integration file: the files share their modules (vitest.config.ts,
 * `isolate: false`), so what one leaves in them must not reach the next file of the same
 * Vitest worker. Spies, stubbed globals and environment variables are undone by the
 * project's restoreMocks, unstubGlobals and unstubEnvs; Vitest has no such option for a
 * faked clock, nor for the server's isolate state, which a Worker isolate keeps for one
 * database while each file here reads a database of its own.
 */
beforeAll(() => {
  // A slug's or hostname's answer, or an outage pause, read from another file's database.
  forgetCompanyHosts()
  // Salts of the day read from another database, and counts another file left unflushed.
  forgetReadSalts()
  takeBuffered()
})

// A clock faked by a test must not run the next test's, nor the next file's.
afterEach(() => {
  vi.useRealTimers()
})
