import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EVERY_MINUTE_CRON } from './scheduled.ts'

describe('the cron triggers (wrangler.toml)', () => {
  it('run every minute for the search engines (ADR 045), and every five minutes for the rest', () => {
    const toml = readFileSync(resolve(import.meta.dirname, '../wrangler.toml'), 'utf8')
    const crons = /^crons = (\[.*\])$/m.exec(toml)?.[1]
    expect(JSON.parse(crons ?? '[]')).toEqual(['*/5 * * * *', EVERY_MINUTE_CRON])
  })
})
