import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, inject, it } from 'vitest'
import { useLink } from '#server/features/accounts/links.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'

/** `npm run workspace:link -- <email>`: the operator's one-time sign-in link for an existing member. */
const DATABASE = 'career_workspace_link'
const { owner } = setUpOwnDatabase(DATABASE)
const run = promisify(execFile)
const script = (email: string) =>
  run(process.execPath, ['scripts/workspace-link.ts', email], {
    env: {
      ...process.env,
      DATABASE_URL: onDatabase(inject('databaseUrl'), DATABASE),
      PUBLIC_ORIGIN: 'https://jobs.example',
    },
  })

describe('workspace:link', () => {
  it('prints a link that signs a member in once, in their language', async () => {
    const { stdout } = await script('Owner@Cafe-Moka.example')
    const link = /^https:\/\/jobs\.example\/en\/workspace\/link\/([A-Za-z0-9_-]{43})$/.exec(stdout.trim())
    expect(link).not.toBeNull()
    const used = await useLink(owner.sql, link?.[1] ?? '')
    expect(used).toMatchObject({ email: 'owner@cafe-moka.example', purpose: 'sign_in' })
    expect(await useLink(owner.sql, link?.[1] ?? '')).toBe('used')
  })

  it('refuses an address that belongs to no member, and stores nothing', async () => {
    const before = await owner.sql`select count(*)::int as n from sign_in_links`
    await expect(script('nobody@example.org')).rejects.toMatchObject({ code: 1 })
    expect(await owner.sql`select count(*)::int as n from sign_in_links`).toEqual(before)
  })
})
